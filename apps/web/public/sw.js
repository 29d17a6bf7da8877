// OtoUsta's service worker (docs/decisions/023-web-push.md): shows the pushes the server sends and opens the page a
// push is about when it is clicked. It caches nothing: every page and file still comes from the server.
// Served at /sw.js so its scope is the whole site, and with Cache-Control: no-cache so a new version is seen at once.

self.addEventListener('install', () => {
  // A new version takes over without waiting for every tab of the old one to close: it holds no state to migrate.
  self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  event.waitUntil(self.clients.claim());
});

/** A path of this site; anything else (another site, a script URL) opens the home page instead. */
function sitePath(url) {
  try {
    const target = new URL(url || '/', self.location.origin);
    return target.origin === self.location.origin ? target.pathname + target.search + target.hash : '/';
  } catch {
    return '/';
  }
}

self.addEventListener('push', (event) => {
  let data = {};
  try {
    data = event.data ? event.data.json() : {};
  } catch {
    data = { body: event.data ? event.data.text() : '' };
  }
  const title = typeof data.title === 'string' && data.title ? data.title : 'OtoUsta';
  const options = {
    body: typeof data.body === 'string' ? data.body : '',
    icon: '/icons/icon-192.png',
    badge: '/icons/badge-96.png',
    lang: 'tr',
    data: { url: sitePath(data.url) },
  };
  if (typeof data.tag === 'string' && data.tag) {
    // A newer push about the same thing (one conversation) replaces the older one and still makes itself heard.
    options.tag = data.tag;
    options.renotify = true;
  }
  event.waitUntil(self.registration.showNotification(title, options));
});

/**
 * Opens the push's page: in a tab of the site that is already open (focused, and moved to the page by the app itself,
 * so nothing typed there is lost), else in a new window.
 */
async function openPage(path) {
  const url = new URL(path, self.location.origin).href;
  const tabs = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const tab = tabs.find((client) => client.url === url) ?? tabs.find((client) => client.focused) ?? tabs[0];
  if (!tab) return self.clients.openWindow(url);
  if (tab.url !== url) tab.postMessage({ type: 'otousta:navigate', path });
  return tab.focus();
}

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  // Started before waitUntil, which only keeps the worker alive while the page opens.
  const opening = openPage(sitePath(event.notification.data?.url));
  event.waitUntil(opening);
});
