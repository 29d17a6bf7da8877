import type { Locator } from 'playwright-core';
import { expect } from 'vitest';

/** What the locator shows now, '' for nothing. */
export const textOf = async (locator: Locator) => (await locator.textContent()) ?? '';

/** Reads what the locator shows once, asserts each of `parts` is in it (a missing one is named) and answers it. */
export async function expectTextWith(locator: Locator, parts: string[]): Promise<string> {
  const text = await textOf(locator);
  for (const part of parts) expect(text, part).toContain(part);
  return text;
}
