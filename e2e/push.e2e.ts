import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pushTexts } from '@otousta/shared/messages/push';
import { type BrowserContext, chromium, type Page, type Worker } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { accessibilityProblems } from './support/accessibility';
import { createSignedInAccount, openSignedIn } from './support/accounts';
import {
  appReady,
  baseUrl,
  browserForFile,
  chromiumOptions,
  desktop,
  mobile,
  openPage,
  pathname,
  screenshot,
} from './support/browser';

/*
 * The installable site and its service worker in Chromium (docs/decisions/023-web-push.md). A browser's push service
 * is out of reach here (no network), so a push is handed to the service worker the way DevTools' "Push" button does
 * it, with the DevTools protocol's ServiceWorker.deliverPushMessage; the real encryption and delivery to a push
 * service are proven by the API's own tests.
 */

const browser = browserForFile();

/** What these tests use of a service worker's global scope (the e2e project compiles without the WebWorker lib). */
interface WorkerScope {
  registration: {
    getNotifications(filter?: {
      tag?: string;
    }): Promise<{ title: string; body: string; tag: string; icon: string; data: unknown }[]>;
  };
  dispatchEvent(event: Event): boolean;
}
declare const NotificationEvent: new (type: string, init: { notification: unknown }) => Event;

interface Manifest {
  name: string;
  short_name: string;
  start_url: string;
  scope: string;
  display: string;
  theme_color: string;
  background_color: string;
  lang: string;
  icons: { src: string; sizes: string; type: string; purpose: string }[];
}

/** The service worker of the page's context, once it has started. */
async function serviceWorkerOf(context: BrowserContext, page: Page): Promise<Worker> {
  const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
  expect(scope).toBe(`${baseUrl()}/`);
  return context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
}

/** Hands the service worker a push as the push service would after decrypting it, through the DevTools protocol. */
async function deliverPush(page: Page, data: unknown) {
  const cdp = await page.context().newCDPSession(page);
  const registrationId = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const ours = registrations.find((r: { scopeURL: string }) => r.scopeURL === `${baseUrl()}/`);
      if (ours) resolve(ours.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  await cdp.send('ServiceWorker.deliverPushMessage', {
    origin: baseUrl(),
    registrationId: await registrationId,
    data: JSON.stringify(data),
  });
  await cdp.detach();
}

const shownNotifications = (worker: Worker) =>
  worker.evaluate(async () =>
    (await (self as unknown as WorkerScope).registration.getNotifications()).map((n) => ({
      title: n.title,
      body: n.body,
      tag: n.tag,
      icon: n.icon,
      url: (n.data as { url: string }).url,
    })),
  );

describe('installable site and web push', () => {
  it('serves a manifest Chromium finds installable, with Turkish names and PNG icons of the sizes it names', async () => {
    const response = await fetch(`${baseUrl()}/manifest.webmanifest`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/manifest\+json/);
    const manifest = (await response.json()) as Manifest;
    expect(manifest).toMatchObject({
      name: 'OtoUsta - Otomotiv Hizmet Platformu',
      short_name: 'OtoUsta',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: '#1c7ed6',
      lang: 'tr',
    });
    for (const size of [192, 512]) {
      for (const purpose of ['any', 'maskable']) {
        const icon = manifest.icons.find((i) => i.sizes === `${size}x${size}` && i.purpose === purpose);
        expect(icon, `${size} ${purpose}`).toBeDefined();
        const file = await fetch(`${baseUrl()}${icon!.src}`);
        expect(file.headers.get('content-type')).toBe('image/png');
        const meta = await sharp(Buffer.from(await file.arrayBuffer())).metadata();
        expect([meta.format, meta.width, meta.height]).toEqual(['png', size, size]);
      }
    }

    // Chromium installs nothing from an incognito window, which every new context of a launched browser is: this
    // check runs in a profile of its own.
    const profile = mkdtempSync(join(tmpdir(), 'otousta-pwa-'));
    const context = await chromium.launchPersistentContext(profile, {
      ...chromiumOptions(),
      viewport: mobile,
      locale: 'tr-TR',
    });
    try {
      const page = await context.newPage();
      await page.goto(`${baseUrl()}/`);
      await appReady(page);
      expect(await page.locator('link[rel="manifest"]').getAttribute('href')).toBe('/manifest.webmanifest');
      expect(await page.locator('meta[name="theme-color"]').getAttribute('content')).toBe('#1c7ed6');
      // Chromium's own verdict, the one behind its install button: no installability errors.
      const cdp = await context.newCDPSession(page);
      await expect
        .poll(
          async () =>
            ((await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: unknown[] })
              .installabilityErrors,
        )
        .toEqual([]);
      const { errors } = (await cdp.send('Page.getAppManifest')) as { errors: unknown[] };
      expect(errors).toEqual([]);
    } finally {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    }
  });

  it('serves the service worker at /sw.js for the whole site, never cached for long', async () => {
    const response = await fetch(`${baseUrl()}/sw.js`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/javascript/);
    expect(response.headers.get('cache-control')).toBe('no-cache');
  });

  it('shows a push as a notification and a click brings the open tab to the push’s page', async () => {
    const { context, page } = await openPage(browser(), '/', desktop);
    try {
      await context.grantPermissions(['notifications'], { origin: baseUrl() });
      await appReady(page);
      const worker = await serviceWorkerOf(context, page);

      const message = {
        title: 'Yeni mesaj: Usta Oto Servis',
        body: 'Aracınız yarın öğlen hazır.',
        url: '/hakkimizda',
        tag: 'sohbet-42',
      };
      await deliverPush(page, message);
      await expect
        .poll(() => shownNotifications(worker))
        .toEqual([{ ...message, icon: `${baseUrl()}/icons/icon-192.png` }]);

      // A newer push about the same conversation replaces it; a link to another site opens the home page instead.
      await deliverPush(page, {
        ...message,
        title: 'Yeni mesaj',
        body: 'Bir mesaj daha',
        url: 'https://kotu.example/x',
      });
      await expect
        .poll(async () => (await shownNotifications(worker)).map((n) => [n.body, n.url]))
        .toEqual([['Bir mesaj daha', '/']]);

      // Headless Chromium has no notification to click: the click event is dispatched in the worker instead. The
      // page is told to move there by the app's router (no reload), which it does.
      await deliverPush(page, { title: 'Randevunuz onaylandı', body: 'Yarın 10:00', url: '/hakkimizda', tag: 'r-1' });
      await expect.poll(async () => (await shownNotifications(worker)).length).toBe(2);
      await page.evaluate(() => {
        (window as unknown as { __samePage: boolean }).__samePage = true;
      });
      await worker.evaluate(async () => {
        const scope = self as unknown as WorkerScope;
        const [notification] = await scope.registration.getNotifications({ tag: 'r-1' });
        scope.dispatchEvent(new NotificationEvent('notificationclick', { notification: notification! }));
      });
      await expect.poll(() => pathname(page)).toBe('/hakkimizda');
      expect(await page.evaluate(() => (window as unknown as { __samePage?: boolean }).__samePage)).toBe(true);
      await expect.poll(async () => (await shownNotifications(worker)).map((n) => n.tag)).toEqual(['sohbet-42']);
    } finally {
      await context.close();
    }
  });

  it('offers notifications only after the first message is sent, never on a first visit, and not again once declined', async () => {
    const [customer, business] = await Promise.all([
      createSignedInAccount(),
      createSignedInAccount({ userType: 'isletme' }),
    ]);
    const prompt = (page: Page) => page.getByRole('dialog', { name: pushTexts.promptTitle });

    const visit = await openPage(browser(), '/', mobile);
    await appReady(visit.page);
    await visit.page.waitForTimeout(500);
    expect(await prompt(visit.page).count()).toBe(0);
    await visit.context.close();

    const { context, page } = await openSignedIn(browser(), `/mesajlar?userId=${business.user.id}`, customer, mobile);
    try {
      expect(await prompt(page).count()).toBe(0);
      await page.getByRole('textbox', { name: 'Mesajınız' }).fill('Merhaba, fren balatası değişimi ne kadar sürer?');
      await page.getByRole('button', { name: 'Gönder' }).click();
      await prompt(page).waitFor();
      await expect.poll(() => prompt(page).getByRole('button', { name: pushTexts.turnOn }).isVisible()).toBe(true);
      await screenshot(page, 'push-prompt-390');
      expect(await accessibilityProblems(page)).toEqual([]);
      await prompt(page).getByRole('button', { name: pushTexts.promptLater }).click();
      await expect.poll(() => prompt(page).count()).toBe(0);

      await page.getByRole('textbox', { name: 'Mesajınız' }).fill('Yarın sabah gelebilir miyim?');
      await page.getByRole('button', { name: 'Gönder' }).click();
      await expect.poll(() => page.getByTestId('message').count()).toBeGreaterThanOrEqual(2);
      await page.waitForTimeout(300);
      expect(await prompt(page).count()).toBe(0);
    } finally {
      await context.close();
    }
  });

  it('has the notification switch in /profilim, saying so when the browser’s push service cannot be reached', async () => {
    const customer = await createSignedInAccount();
    const { context, page } = await openSignedIn(browser(), '/profilim', customer, mobile);
    try {
      await context.grantPermissions(['notifications'], { origin: baseUrl() });
      const section = page.getByRole('region', { name: pushTexts.settingsTitle });
      await section.getByText(pushTexts.off).waitFor();
      await screenshot(page, 'push-profile-390');
      expect(await accessibilityProblems(page)).toEqual([]);
      await section.getByRole('button', { name: pushTexts.turnOn }).click();
      // No network here, so the browser gets no subscription from its push service; the user is told, in Turkish.
      await expect
        .poll(() => section.getByRole('alert').textContent(), { timeout: 20_000 })
        .toBe(`${pushTexts.failed}: ${pushTexts.serviceUnreachable}`);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
      expect(overflow).toBe(false);
    } finally {
      await context.close();
    }
  });
});
