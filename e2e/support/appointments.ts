import type { Locator } from 'playwright-core';

/** The business confirms a requested appointment on its card in /randevularim, then marks it done. */
export async function confirmAndComplete(card: Locator): Promise<void> {
  await card.getByText('Onay bekliyor').waitFor();
  await card.getByRole('button', { name: 'Onayla' }).click();
  await card.getByText('Onaylandı').waitFor();
  await card.getByRole('button', { name: 'Tamamlandı' }).click();
  await card.getByRole('button', { name: 'Tamamlandı' }).waitFor({ state: 'detached' });
  await card.getByText('Tamamlandı', { exact: true }).waitFor();
}
