import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage } from './support/browser';

describe('app shell', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('serves the Turkish app with its default title', async () => {
    const { context, page } = await openPage(browser, '/');
    await expect.poll(() => page.title()).toContain('OtoUsta');
    expect(await page.getAttribute('html', 'lang')).toBe('tr');
    await context.close();
  });
});
