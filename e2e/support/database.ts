import { eq, sql } from 'drizzle-orm';
import { createDatabase } from '../../apps/api/src/db/client';
import { appointments } from '../../apps/api/src/modules/appointments/appointments.table';

/**
 * Moves an appointment so that it started an hour ago, keeping its length, in the embedded database of a stopped
 * server (BuiltServer.restart). Bookings are only taken for the future and a job is completed only once it started:
 * the test moves the clock of that one appointment instead of waiting for it.
 */
export async function startAppointmentAnHourAgo(dataDir: string, appointmentId: string): Promise<void> {
  const database = createDatabase({ DATA_DIR: dataDir, DATABASE_POOL_MAX: 1 });
  try {
    const moved = await database.db
      .update(appointments)
      .set({
        startsAt: sql`now() - interval '1 hour'`,
        endsAt: sql`now() - interval '1 hour' + (${appointments.endsAt} - ${appointments.startsAt})`,
      })
      .where(eq(appointments.id, appointmentId))
      .returning({ id: appointments.id });
    if (moved.length !== 1) throw new Error(`appointment ${appointmentId} is not in ${dataDir}`);
  } finally {
    await database.close();
  }
}
