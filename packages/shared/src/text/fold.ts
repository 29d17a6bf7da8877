/**
 * Folds Turkish text for matching (docs/decisions/017-turkish-text-folding.md): Turkish-locale lower case first (İ→i,
 * I→ı, so the dotless pair is never confused with English casing), then every diacritic dropped (ş→s, ğ→g, ü→u, ö→o,
 * ç→c, â→a) and ı→i, so 'İZMİR', 'Izmir' and 'izmir' all meet, and 'sanliurfa' finds 'Şanlıurfa'.
 */
export function foldTurkish(text: string): string {
  return text
    .toLocaleLowerCase('tr-TR')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/ı/g, 'i')
    .replace(/\s+/g, ' ')
    .trim();
}
