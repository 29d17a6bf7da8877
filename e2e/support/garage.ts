import type { Page } from 'playwright-core';
import { expect } from 'vitest';

export interface TypedVehicle {
  /** The plate as typed, e.g. '16abc42'. */
  typed: string;
  /** The plate as the box spaces it while typing and the garage shows it, e.g. '16 ABC 42'. */
  shown: string;
  brand: string;
  model: string;
  year: number;
  /** Muayene date, 'YYYY-MM-DD'. */
  inspectionDue?: string;
}

/**
 * Adds a car in 'Araçlarım' through its 'Araç Ekle' dialog, as a driver does: the plate typed loosely and spaced by
 * the box. Resolves once the vehicle's card is on the page.
 */
export async function addVehicle(page: Page, vehicle: TypedVehicle) {
  await page.getByRole('heading', { name: 'Araçlarım', level: 1 }).waitFor();
  await page.getByRole('button', { name: 'Araç Ekle' }).click();
  const dialog = page.getByRole('dialog', { name: 'Araç Ekle' });
  const plate = dialog.getByLabel(/^Plaka/);
  await plate.pressSequentially(vehicle.typed);
  await expect.poll(() => plate.inputValue()).toBe(vehicle.shown);
  await dialog.getByLabel(/^Marka/).selectOption(vehicle.brand);
  await dialog.getByLabel(/^Model( \*)?$/).fill(vehicle.model);
  await dialog.getByLabel(/^Model yılı/).fill(String(vehicle.year));
  if (vehicle.inspectionDue) await dialog.getByLabel('Muayene son günü').fill(vehicle.inspectionDue);
  await dialog.getByRole('button', { name: 'Aracı Ekle' }).click();
  await expect.poll(() => dialog.count()).toBe(0);
  await page.getByRole('heading', { name: vehicle.shown }).waitFor();
}

/**
 * From a vehicle's card in 'Araçlarım' to the shop narrowed to the parts that fit it: the catalogue opens with
 * 'Aracıma uyanlar' chosen and lists `fitting`.
 */
export async function shopForVehicle(page: Page, fitting: string) {
  await page.getByRole('link', { name: 'Aracıma uyan parçalar' }).click();
  await page.getByRole('heading', { name: fitting }).waitFor();
  await expect.poll(() => page.getByLabel('Aracıma uyanlar').inputValue()).not.toBe('');
}
