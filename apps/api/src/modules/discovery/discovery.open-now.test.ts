import { toLocal } from '@otousta/shared/hours/istanbul';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Actor, businessRow, createActor } from '../../test/actors.js';
import { setHours } from '../../test/hours.fixtures.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

const allDay = [1, 2, 3, 4, 5, 6, 7].map((day) => ({ day, opens: '00:00', closes: '24:00' }));

describe("the business list's open-now filter", () => {
  let t: TestApp;
  let open: Actor;
  let closedToday: Actor;
  let withoutHours: Actor;

  beforeAll(async () => {
    t = await createTestApp();
    const place = { city: 'ardahan', businessSector: ['cekici'] };
    open = await createActor(t.app, businessRow('Gece Gündüz Çekici', place));
    closedToday = await createActor(t.app, businessRow('Bayramda Kapalı Çekici', place));
    withoutHours = await createActor(t.app, businessRow('Saatsiz Çekici', place));
    await setHours(t.app, open, { weekly: allDay });
    // Open around the clock every weekday, but today is a dated closure (a bayram).
    const today = toLocal(new Date()).date;
    await setHours(t.app, closedToday, { weekly: allDay, exceptions: [{ date: today, label: 'Bayram', ranges: [] }] });
  });
  afterAll(() => t?.close());

  const list = (query: string) => t.app.inject({ url: `/api/users/service-providers?city=ardahan&${query}` });
  const names = async (query: string) => {
    const res = await list(query);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as { serviceProviders: { id: string }[]; count: number };
    return { ids: body.serviceProviders.map((b) => b.id).sort(), count: body.count };
  };

  it('lists only businesses open at this moment by their hours, and counts only them', async () => {
    const all = await names('sector=cekici');
    expect(all.ids).toEqual([open.id, closedToday.id, withoutHours.id].sort());
    const openNow = await names('sector=cekici&openNow=true');
    expect(openNow).toEqual({ ids: [open.id], count: 1 });
    expect(await names('sector=cekici&openNow=false')).toEqual(all);
  });

  it('refuses any other value in Turkish', async () => {
    const res = await list('openNow=evet');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('Şimdi açık');
  });
});
