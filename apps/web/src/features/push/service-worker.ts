/**
 * The browser side of Web Push (docs/decisions/023-web-push.md): the service worker at /sw.js (apps/web/public/sw.js)
 * shows pushes and, on a click, asks an open tab to go to the push's page; this module registers it and turns this
 * browser's push subscription on and off.
 */

import { beforeSignOut } from '../../lib/session';
import { removeSubscription } from './api/remove-subscription';

const NAVIGATE = 'otousta:navigate';

export type PushSupport = 'supported' | 'unsupported';

/** Whether this browser can receive pushes here (iOS only from a site added to the home screen). */
export function pushSupport(): PushSupport {
  return typeof window !== 'undefined' &&
    'serviceWorker' in navigator &&
    'PushManager' in window &&
    'Notification' in window
    ? 'supported'
    : 'unsupported';
}

/**
 * Registers the service worker once the page has loaded (it never competes with the first paint), lets a
 * notification click move this tab to the push's page through the app's own router, and stops this device's pushes
 * when the account signs out of it (the next person on a shared device must not see them).
 */
export function startPush(navigate: (path: string) => void) {
  if (!('serviceWorker' in navigator)) return;
  beforeSignOut(stopPushes);
  navigator.serviceWorker.addEventListener('message', (event: MessageEvent) => {
    const data = event.data as { type?: unknown; path?: unknown } | null;
    if (data?.type === NAVIGATE && typeof data.path === 'string' && data.path.startsWith('/')) navigate(data.path);
  });
  const register = () => {
    navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => {
      // Without a worker the site works as before, only without pushes.
    });
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}

/** This browser's push subscription, if it has one. */
export async function currentSubscription(): Promise<PushSubscription | null> {
  if (pushSupport() === 'unsupported') return null;
  const registration = await navigator.serviceWorker.getRegistration('/');
  return (await registration?.pushManager.getSubscription()) ?? null;
}

const keyBytes = (base64url: string) => {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  return Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
};

/** Asks the push service for a subscription signed for this site's key (the browser asks for permission first). */
export async function subscribeBrowser(publicKey: string): Promise<PushSubscription> {
  const registration = await navigator.serviceWorker.register('/sw.js', { scope: '/' });
  await navigator.serviceWorker.ready;
  const existing = await registration.pushManager.getSubscription();
  const key = keyBytes(publicKey);
  // A subscription made for another key (the server's keys changed) cannot be used: replace it.
  if (existing) {
    const existingKey = existing.options.applicationServerKey;
    const same =
      existingKey && new Uint8Array(existingKey).every((byte, i) => byte === key[i]) && existingKey.byteLength === 65;
    if (same) return existing;
    await existing.unsubscribe();
  }
  return registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
}

/** This browser stops receiving the account's pushes: the server forgets it and the browser drops the subscription. */
export async function stopPushes() {
  const subscription = await currentSubscription();
  if (!subscription) return;
  await removeSubscription(subscription.endpoint);
  await subscription.unsubscribe();
}
