import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Actor, businessRow, createActor } from '../../test/actors.js';
import { setHours } from '../../test/hours.fixtures.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

describe("a business's setup checklist", () => {
  let t: TestApp;
  let business: Actor;
  let other: Actor;
  let customer: Actor;

  beforeAll(async () => {
    t = await createTestApp();
    // Services written, no photo, no pin, no hours yet.
    business = await createActor(
      t.app,
      businessRow('Yeni Açılan Servis', { photos: [], businessLatitude: null, businessLongitude: null }),
    );
    other = await createActor(t.app, businessRow('Komşu Servis'));
    customer = await createActor(t.app);
  });
  afterAll(() => t?.close());

  const checklist = (actor: Actor | undefined, id = business.id) =>
    t.app.inject({ url: `/api/businesses/${id}/setup`, headers: actor?.auth ?? {} });

  it('says which of hours, photos, services and the map pin are done, and how much of it', async () => {
    const res = await checklist(business);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      setup: {
        steps: [
          { key: 'hours', done: false },
          { key: 'photos', done: false },
          { key: 'services', done: true },
          { key: 'location', done: false },
        ],
        percent: 25,
        complete: false,
      },
    });
    await setHours(t.app, business, { weekly: [{ day: 1, opens: '09:00', closes: '18:00' }] });
    expect((await checklist(business)).json().setup).toMatchObject({
      steps: expect.arrayContaining([{ key: 'hours', done: true }]),
      percent: 50,
    });
  });

  it('is shown only to the business itself', async () => {
    expect((await checklist(undefined)).statusCode).toBe(401);
    for (const stranger of [other, customer]) {
      const res = await checklist(stranger);
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toContain('yalnızca işletmenin kendisi');
    }
  });
});
