/** The date of an older post, '5 Mart 2026': the browser's own Turkish month names, no date library to download. */
const longDate = new Intl.DateTimeFormat('tr-TR', { day: 'numeric', month: 'long', year: 'numeric' });
const HOUR_MS = 3_600_000;

/**
 * When a post or comment was written, as the feed shows it (spec §9): under an hour 'Az önce', under a day
 * 'N saat önce', under two days 'Dün', older a Turkish date ('5 Mart 2026'). A time slightly in the future (a
 * client clock behind the server's) still reads 'Az önce'.
 */
export function relativeTime(when: Date | string, now: Date = new Date()): string {
  const date = typeof when === 'string' ? new Date(when) : when;
  const hours = Math.trunc((now.getTime() - date.getTime()) / HOUR_MS);
  if (hours < 1) return 'Az önce';
  if (hours < 24) return `${hours} saat önce`;
  if (hours < 48) return 'Dün';
  return longDate.format(date);
}
