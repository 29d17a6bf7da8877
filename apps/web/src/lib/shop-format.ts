/** How the shop writes sizes and dates for people (docs/product.md §9: Turkish locale); money is `formatPrice` in shared. */
/** A file size in megabytes with two decimals, as the product form lists new photos (docs/product.md §2). */
// A file of a few kilobytes reads '0,01 MB', not '0,00 MB', which would look empty.
export const formatMegabytes = (bytes: number) =>
  `${Math.max(bytes > 0 ? 0.01 : 0, bytes / (1024 * 1024)).toLocaleString('tr-TR', { minimumFractionDigits: 2, maximumFractionDigits: 2 })} MB`;

const monthYear = new Intl.DateTimeFormat('tr-TR', { month: 'long', year: 'numeric' });
const dateTime = new Intl.DateTimeFormat('tr-TR', { dateStyle: 'medium', timeStyle: 'short' });
const day = new Intl.DateTimeFormat('tr-TR', { day: 'numeric', month: 'short' });

/** '2026-03-14T…' → 'Mart 2026'. */
export const formatMonthYear = (iso: string) => monthYear.format(new Date(iso));
/** '2026-03-14T09:30…' → '14 Mar 2026 09:30'. */
export const formatDateTime = (iso: string) => dateTime.format(new Date(iso));
/** '2026-03-14' → '14 Mar'. */
export const formatDay = (iso: string) => day.format(new Date(iso));
