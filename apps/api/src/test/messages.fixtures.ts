import type { App } from '../app.js';

/** A messaging test signs several users up and sends many messages from one address: only the per-minute limit bites. */
export const messagingLimits = (messagesPerMinute: number) => ({
  RATE_LIMIT_REGISTER_IP: '1000',
  RATE_LIMIT_LOGIN_IP: '1000',
  RATE_LIMIT_MESSAGES_PER_MINUTE: String(messagesPerMinute),
});

/** Sends a text message over HTTP, as the web app does; answers the raw response. */
export const postMessage = (app: App, from: { auth: { authorization: string } }, receiverId: string, content: string) =>
  app.inject({ method: 'POST', url: '/api/messages', headers: from.auth, payload: { receiverId, content } });
