import { join } from 'node:path';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject } from 'vitest';

export const baseUrl = (): string => inject('baseUrl');

/** Debian's Chromium, headless, with the flags a closed network needs. */
export const chromiumOptions = () => ({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  headless: true,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});

/** Debian's Chromium (Playwright gives it a fresh profile). */
function launchBrowser(): Promise<Browser> {
  return chromium.launch(chromiumOptions());
}

/**
 * One browser for a spec file: launched before the file's other hooks and tests, closed after them. Call it at the
 * top of the file; the answer gives the browser inside a hook or test.
 */
export function browserForFile(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());
  return () => {
    if (!browser) throw new Error('the browser is launched in beforeAll');
    return browser;
  };
}

export const desktop = { width: 1280, height: 900 };
export const mobile = { width: 390, height: 844 };

/**
 * A fresh context (no storage shared with other tests) opened at a path of the app; `base` is the suite's server
 * unless a spec runs its own.
 */
export async function openPage(
  browser: Browser,
  path: string,
  viewport = desktop,
  base = baseUrl(),
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport, locale: 'tr-TR', baseURL: base });
  const page = await context.newPage();
  await page.goto(path);
  return { context, page };
}

/** Saves a screenshot under test-results/ for a person to look at. */
export function screenshot(page: Page, name: string) {
  return page.screenshot({ path: join('test-results', `${name}.png`), fullPage: true });
}

/** Waits for what crosses browsers and the server (realtime events): time on a busy machine, never a fixed sleep. */
export const poll = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 15_000 });

/** The path the page shows now; client-side navigations change it without a load event to wait for. */
export const pathname = (page: Page) => new URL(page.url()).pathname;

/** Resolves once the app has taken a server-rendered page over (#root drops aria-disabled); before that a click on a
 * link is a plain page load. */
export const appReady = (page: Page) =>
  page.waitForFunction(() => !document.getElementById('root')?.hasAttribute('aria-disabled'));
