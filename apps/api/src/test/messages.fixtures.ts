import type { App } from '../app.js';

/** Sends a text message over HTTP, as the web app does; answers the raw response. */
export const postMessage = (app: App, from: { auth: { authorization: string } }, receiverId: string, content: string) =>
  app.inject({ method: 'POST', url: '/api/messages', headers: from.auth, payload: { receiverId, content } });
