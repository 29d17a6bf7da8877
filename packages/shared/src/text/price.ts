/**
 * Money as people in Turkey read it (docs/product.md §9, Turkish locale with the lira symbol): 1249.9 → '₺1.249,90'.
 * Written out rather than with Intl.NumberFormat, whose Turkish currency data costs a page about 25 ms to set up.
 */
export function formatPrice(amount: number): string {
  const [whole = '0', cents = '00'] = Math.abs(amount).toFixed(2).split('.');
  return `${amount < 0 ? '-' : ''}₺${whole.replace(/\B(?=(\d{3})+(?!\d))/g, '.')},${cents}`;
}

/** An offer's or a deal's range, '₺1.500,00 – ₺2.250,50', or the one price when both ends are the same. */
export function formatPriceRange(min: number, max: number): string {
  return min === max ? formatPrice(min) : `${formatPrice(min)} – ${formatPrice(max)}`;
}
