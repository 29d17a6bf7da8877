import { type SetupResponse, type SetupStepKey, setupSteps } from '@otousta/shared/schemas/setup';
import { forbidden } from '../../platform/errors.js';
import type { AuthUser } from '../../platform/identity.js';
import type { HoursService } from '../hours/hours.service.js';
import type { UsersService } from '../users/users.service.js';

/** A business's setup checklist: what it has filled in of what the listing's filters and map need. */
export function createSetupService(deps: {
  users: Pick<UsersService, 'byId'>;
  hours: Pick<HoursService, 'schedules'>;
}) {
  return {
    /** Only the business itself sees its checklist (the public page nudges the owner, never the visitor). */
    async checklist(actor: AuthUser, businessId: string): Promise<SetupResponse> {
      if (actor.id !== businessId || actor.userType !== 'isletme') throw forbidden('SETUP_OWNER_ONLY');
      const [business, schedules] = await Promise.all([
        deps.users.byId(businessId),
        deps.hours.schedules([businessId], new Date()),
      ]);
      const hours = schedules.get(businessId);
      const done: Record<SetupStepKey, boolean> = {
        hours: Boolean(hours && hours.weekly.length > 0),
        photos: Boolean(business?.photos.length),
        services: Boolean(business?.businessServices?.trim()),
        location: business?.businessLatitude != null && business.businessLongitude != null,
      };
      const steps = setupSteps.map(({ key }) => ({ key, done: done[key] }));
      const count = steps.filter((s) => s.done).length;
      return {
        setup: { steps, percent: Math.round((count / steps.length) * 100), complete: count === steps.length },
      };
    },
  };
}

export type SetupService = ReturnType<typeof createSetupService>;
