import { useEffect } from 'react';
import { useUnreadCount } from '../../features/messages/api/get-unread-count';

/**
 * Reports the unread-message count (and keeps the messages realtime bridge mounted). Loaded only once someone signs
 * in, so a visitor's first page carries no messaging code.
 */
export default function UnreadCount({ onChange }: { onChange: (count: number) => void }) {
  const count = useUnreadCount();
  useEffect(() => onChange(count), [count, onChange]);
  return null;
}
