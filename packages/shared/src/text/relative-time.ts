import { differenceInHours, format } from 'date-fns';
import { tr } from 'date-fns/locale';

/**
 * When a post or comment was written, as the feed shows it (spec §9): under an hour 'Az önce', under a day
 * 'N saat önce', under two days 'Dün', older a Turkish date ('5 Mart 2026'). A time slightly in the future (a
 * client clock behind the server's) still reads 'Az önce'.
 */
export function relativeTime(when: Date | string, now: Date = new Date()): string {
  const date = typeof when === 'string' ? new Date(when) : when;
  const hours = differenceInHours(now, date);
  if (hours < 1) return 'Az önce';
  if (hours < 24) return `${hours} saat önce`;
  if (hours < 48) return 'Dün';
  return format(date, 'd MMMM yyyy', { locale: tr });
}
