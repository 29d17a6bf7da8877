import type { Vehicle, VehicleInput } from '@otousta/shared/schemas/garage';
import { api } from '../../../lib/api-client';

/** POST /api/vehicles: a vehicle typed into the quote form, saved to the garage before the request names it. */
export const addToGarage = (data: VehicleInput) =>
  api.post<{ vehicle: Vehicle }>('/vehicles', data).then((body) => body.vehicle);
