import { createHmac, timingSafeEqual } from 'node:crypto';
import { type NotificationType, notificationTypes } from '@otousta/shared/notifications/events';

/**
 * The token of a mail's one-click unsubscribe link (RFC 8058): who and which type, signed with the server's secret, so
 * the link works without signing in and nobody can forge one for another account. It never expires: an old mail's
 * link must still work.
 */
export function createUnsubscribeTokens(secret: string) {
  const sign = (payload: string) =>
    createHmac('sha256', secret).update(`notification-unsubscribe:${payload}`).digest('base64url');
  return {
    issue(userId: string, type: NotificationType): string {
      const payload = Buffer.from(`${userId}|${type}`).toString('base64url');
      return `${payload}.${sign(payload)}`;
    },
    /** The user and type a token names, or undefined when it is not one of ours. */
    verify(token: string): { userId: string; type: NotificationType } | undefined {
      const [payload, signature, ...rest] = token.split('.');
      if (!payload || !signature || rest.length > 0) return undefined;
      const expected = Buffer.from(sign(payload));
      const given = Buffer.from(signature);
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) return undefined;
      const [userId, type] = Buffer.from(payload, 'base64url').toString('utf8').split('|');
      if (!userId || !notificationTypes.includes(type as NotificationType)) return undefined;
      return { userId, type: type as NotificationType };
    },
  };
}

export type UnsubscribeTokens = ReturnType<typeof createUnsubscribeTokens>;
