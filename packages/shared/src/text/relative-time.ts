const HOUR_MS = 3_600_000;
const longDates = new Map<string | undefined, Intl.DateTimeFormat>();

/** The date of an older post, '5 Mart 2026': the browser's own Turkish month names, no date library to download. */
function longDate(date: Date, timeZone: string | undefined): string {
  let format = longDates.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('tr-TR', { day: 'numeric', month: 'long', year: 'numeric', timeZone });
    longDates.set(timeZone, format);
  }
  return format.format(date);
}

/**
 * When a post or comment was written, as the feed shows it (docs/product.md §9): under an hour 'Az önce', under a day
 * 'N saat önce', under two days 'Dün', older a Turkish date ('5 Mart 2026'). A time slightly in the future (a
 * client clock behind the server's) still reads 'Az önce'. The date is the reader's local one unless `timeZone`
 * names another (a page rendered on the server, which cannot know the reader's zone).
 */
export function relativeTime(when: Date | string, now: Date = new Date(), timeZone?: string): string {
  const date = typeof when === 'string' ? new Date(when) : when;
  const hours = Math.trunc((now.getTime() - date.getTime()) / HOUR_MS);
  if (hours < 1) return 'Az önce';
  if (hours < 24) return `${hours} saat önce`;
  if (hours < 48) return 'Dün';
  return longDate(date, timeZone);
}

/**
 * When a notification happened: like `relativeTime`, but under an hour in minutes ('5 dk önce'), since a bell full of
 * 'Az önce' cannot tell a message of a minute ago from one of fifty. Under a minute, or a little in the future: 'Az önce'.
 */
export function notificationTime(when: Date | string, now: Date = new Date()): string {
  const date = typeof when === 'string' ? new Date(when) : when;
  const minutes = Math.trunc((now.getTime() - date.getTime()) / 60_000);
  if (minutes < 1) return 'Az önce';
  if (minutes < 60) return `${minutes} dk önce`;
  return relativeTime(date, now);
}
