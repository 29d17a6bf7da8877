/**
 * The badge of a business's usual first answer (docs/product.md §10 'Response time'), from the median minutes of the
 * last 30 days; null without figures.
 */
export function responseTimeText(minutes: number | null | undefined): string | null {
  if (minutes === null || minutes === undefined) return null;
  if (minutes <= 60) return 'Genellikle 1 saat içinde yanıt verir';
  if (minutes <= 180) return 'Genellikle birkaç saat içinde yanıt verir';
  if (minutes <= 24 * 60) return 'Genellikle 1 gün içinde yanıt verir';
  return 'Genellikle birkaç gün içinde yanıt verir';
}

/** How long an offer took, e.g. '45 dk', '3 sa', '2 gün'. */
export function durationShort(minutes: number): string {
  if (minutes < 60) return `${Math.max(1, minutes)} dk`;
  if (minutes < 24 * 60) return `${Math.round(minutes / 60)} sa`;
  return `${Math.round(minutes / (24 * 60))} gün`;
}
