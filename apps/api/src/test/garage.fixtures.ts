import type { Vehicle } from '@otousta/shared/schemas/garage';
import type { App } from '../app.js';
import type { Actor } from './actors.js';

/** Adds a vehicle to the actor's garage through the API (a 2019 Fiat Egea, 34 ABC 123 unless told otherwise). */
export async function addVehicle(app: App, owner: Actor, overrides: Record<string, unknown> = {}): Promise<Vehicle> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/vehicles',
    headers: owner.auth,
    payload: { plate: '34 ABC 123', vehicleType: 'araba', brand: 'fiat', model: 'Egea', year: 2019, ...overrides },
  });
  if (res.statusCode !== 201) throw new Error(`adding a vehicle failed: ${res.body}`);
  return res.json().vehicle;
}
