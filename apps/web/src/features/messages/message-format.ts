import { type Participant, participantName } from '@otousta/shared/schemas/messages';

const time = new Intl.DateTimeFormat('tr-TR', { hour: '2-digit', minute: '2-digit' });
const day = new Intl.DateTimeFormat('tr-TR', { day: 'numeric', month: 'short' });
const fullDay = new Intl.DateTimeFormat('tr-TR', { day: 'numeric', month: 'short', year: 'numeric' });

const startOfDay = (date: Date) => new Date(date.getFullYear(), date.getMonth(), date.getDate()).getTime();

/** The time a message was written: the hour today, 'Dün' yesterday, otherwise the date (docs/product.md §9 wording). */
export function listTime(iso: string | null, now = new Date()): string {
  if (!iso) return '';
  const date = new Date(iso);
  const days = Math.round((startOfDay(now) - startOfDay(date)) / 86_400_000);
  if (days <= 0) return time.format(date);
  if (days === 1) return 'Dün';
  return date.getFullYear() === now.getFullYear() ? day.format(date) : fullDay.format(date);
}

/** A bubble's time: always the hour; older days get their date in front. */
export function bubbleTime(iso: string, now = new Date()): string {
  const date = new Date(iso);
  const days = Math.round((startOfDay(now) - startOfDay(date)) / 86_400_000);
  if (days <= 0) return time.format(date);
  return `${days === 1 ? 'Dün' : day.format(date)} ${time.format(date)}`;
}

/** The other person of a conversation, as the viewer sees it. */
export const partnerOf = (participants: readonly Participant[], viewerId: string) =>
  participants.find((p) => p.id !== viewerId) ?? participants[0];

export const displayName = (p: Participant | undefined) => (p ? participantName(p) : 'Kullanıcı');

export const initials = (p: Pick<Participant, 'firstName' | 'lastName'> | undefined) =>
  p ? `${p.firstName.charAt(0)}${p.lastName.charAt(0)}`.toLocaleUpperCase('tr-TR') : '?';
