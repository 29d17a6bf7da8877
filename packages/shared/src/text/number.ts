/**
 * Numbers as people in Turkey write them (docs/product.md 'Numbers'): a dot or a space groups thousands, a comma
 * starts the decimals. '3.500' → 3500, '3.500,50' → 3500.5, '87.500' → 87500, '1 250' → 1250, '12,5' → 12.5.
 * A dot not followed by groups of three digits is read as a decimal point ('19.90' → 19.9), as a phone keyboard
 * without a comma writes it. A trailing '₺', 'TL' or 'km' is ignored. Anything else → null.
 */
export function parseTurkishNumber(input: string): number | null {
  const text = input
    .trim()
    .replace(/\s*(₺|tl|km)$/i, '')
    .replace(/^₺\s*/, '')
    // Spaces of any kind (a pasted '1 250' often carries a no-break space) group thousands like a dot.
    .replace(/[\s\u00a0\u202f]+/g, '.');
  const match = /^(-?)(\d+(?:\.\d+)*)(?:,(\d+))?$/.exec(text);
  if (!match) return null;
  const [, sign, whole = '', decimals] = match;
  let digits: string;
  if (!whole.includes('.')) digits = whole;
  else if (/^\d{1,3}(\.\d{3})+$/.test(whole)) digits = whole.replaceAll('.', '');
  else if (decimals === undefined && /^\d+\.\d+$/.test(whole)) return Number(`${sign}${whole}`);
  else return null;
  const value = Number(`${sign}${digits}${decimals ? `.${decimals}` : ''}`);
  return Number.isFinite(value) ? value : null;
}

/** A number written back the Turkish way: 3500.5 → '3.500,5', 87500 → '87.500'; at most `maxDecimals` decimals. */
export function formatTurkishNumber(value: number, maxDecimals = 2): string {
  const fixed = Math.abs(value).toFixed(maxDecimals);
  const [whole = '0', decimals = ''] = fixed.split('.');
  const kept = decimals.replace(/0+$/, '');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  const negative = value < 0 && Number(fixed) !== 0;
  return `${negative ? '-' : ''}${grouped}${kept ? `,${kept}` : ''}`;
}

/**
 * A form's number box as the API's input: empty is no value (`empty`), a Turkish-written number is that number, and
 * anything else stays text, so the schema's own message says what is wrong.
 */
export function numberFromText<E>(text: string, empty: E): number | string | E {
  if (text.trim() === '') return empty;
  return parseTurkishNumber(text) ?? text;
}
