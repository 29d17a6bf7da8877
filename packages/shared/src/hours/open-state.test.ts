import { describe, expect, it } from 'vitest';
import { hoursInputSchema } from '../schemas/hours.js';
import { fromLocal, toLocal } from './istanbul.js';
import { openLabel, openState, towingOpenLabel } from './open-state.js';

// Weekdays 09:00–12:30 and 13:30–19:00, Saturday 10:00–14:00, Sunday closed; a bayram closure on Thursday 2026-03-19
// and a special Sunday 2026-03-22 (11:00–15:00).
const hours = {
  weekly: [1, 2, 3, 4, 5]
    .flatMap((day) => [
      { day, opens: '09:00', closes: '12:30' },
      { day, opens: '13:30', closes: '19:00' },
    ])
    .concat([{ day: 6, opens: '10:00', closes: '14:00' }]),
  exceptions: [
    { date: '2026-03-19', label: 'Ramazan Bayramı', ranges: [] },
    { date: '2026-03-22', label: 'Özel Pazar', ranges: [{ opens: '11:00', closes: '15:00' }] },
  ],
};
const at = (iso: string) => new Date(iso);

describe('open now on the Istanbul clock (UTC+3, no daylight saving)', () => {
  it('reads an instant as Istanbul date, weekday and minute, whatever the machine zone', () => {
    // 2026-03-16 is a Monday; 21:30 UTC on Sunday is 00:30 on Monday in Istanbul.
    expect(toLocal(at('2026-03-15T21:30:00Z'))).toEqual({ date: '2026-03-16', weekday: 1, minute: 30 });
    expect(fromLocal('2026-03-16', 9 * 60).toISOString()).toBe('2026-03-16T06:00:00.000Z');
    // Summer: still UTC+3.
    expect(fromLocal('2026-07-15', 9 * 60).toISOString()).toBe('2026-07-15T06:00:00.000Z');
  });

  it('is open inside either range of a split day and closed in the lunch break', () => {
    expect(openState(hours, at('2026-03-16T06:00:00Z')).isOpen).toBe(true); // Mon 09:00
    expect(openState(hours, at('2026-03-16T09:29:00Z')).isOpen).toBe(true); // 12:29
    const lunch = openState(hours, at('2026-03-16T09:30:00Z')); // 12:30
    expect(lunch).toEqual({ isOpen: false, nextOpenAt: at('2026-03-16T10:30:00Z') });
    expect(openLabel(lunch, at('2026-03-16T09:30:00Z'))).toBe('Kapalı · Bugün 13:30');
    expect(openState(hours, at('2026-03-16T15:59:00Z')).isOpen).toBe(true); // 18:59
  });

  it('after closing says when it opens tomorrow', () => {
    const evening = at('2026-03-16T16:00:00Z'); // Mon 19:00
    const state = openState(hours, evening);
    expect(state.isOpen).toBe(false);
    expect(openLabel(state, evening)).toBe('Kapalı · Yarın 09:00');
    expect(openLabel(openState(hours, at('2026-03-16T06:30:00Z')), at('2026-03-16T06:30:00Z'))).toBe('Şimdi açık');
  });

  it('a dated closure wins over the weekday, and a special Sunday opens a closed day', () => {
    const bayram = at('2026-03-19T08:00:00Z'); // Thursday 11:00
    expect(openState(hours, bayram).isOpen).toBe(false);
    expect(openLabel(openState(hours, bayram), bayram)).toBe('Kapalı · Yarın 09:00');
    expect(openState(hours, at('2026-03-22T09:00:00Z')).isOpen).toBe(true); // Sunday 12:00
    expect(openState(hours, at('2026-03-29T09:00:00Z')).isOpen).toBe(false); // next Sunday 12:00
    const saturdayEvening = at('2026-03-28T12:00:00Z'); // Sat 15:00 → Monday
    expect(openLabel(openState(hours, saturdayEvening), saturdayEvening)).toBe('Kapalı · Pazartesi 09:00');
  });

  it('without hours a business is never open', () => {
    expect(openState(null, at('2026-03-16T08:00:00Z'))).toEqual({ isOpen: false, nextOpenAt: null });
    expect(openState({ weekly: [], exceptions: [] }, at('2026-03-16T08:00:00Z')).isOpen).toBe(false);
  });
});

describe('hours input', () => {
  const base = { exceptions: [], slotMinutes: 60, capacity: 2 };
  const issues = (weekly: unknown) => {
    const result = hoursInputSchema.safeParse({ ...base, weekly });
    return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
  };

  it('accepts a split day and a range closing at midnight', () => {
    expect(
      issues([
        { day: 1, opens: '09:00', closes: '12:30' },
        { day: 1, opens: '12:30', closes: '24:00' },
      ]),
    ).toEqual([]);
  });

  it("refuses '25:00', '9:00' and a range that ends before it starts, in Turkish", () => {
    expect(issues([{ day: 1, opens: '25:00', closes: '26:00' }])[0]).toContain('SS:DD');
    expect(issues([{ day: 1, opens: '9:00', closes: '12:00' }])[0]).toContain('SS:DD');
    expect(issues([{ day: 2, opens: '18:00', closes: '09:00' }])).toEqual([
      'weekly.0.closes: Kapanış saati açılış saatinden sonra olmalıdır.',
    ]);
  });

  it('refuses overlapping ranges of one day but not the same hours on two days', () => {
    expect(
      issues([
        { day: 3, opens: '09:00', closes: '12:00' },
        { day: 4, opens: '09:00', closes: '12:00' },
        { day: 3, opens: '11:00', closes: '14:00' },
      ]),
    ).toEqual(['weekly.2.opens: Aynı günün saat aralıkları çakışamaz.']);
  });

  it('refuses the same date twice and an impossible date', () => {
    const result = hoursInputSchema.safeParse({
      ...base,
      weekly: [],
      exceptions: [
        { date: '2026-03-19', ranges: [] },
        { date: '2026-03-19', ranges: [] },
        { date: '2026-02-30', ranges: [] },
      ],
    });
    expect(result.success).toBe(false);
    const messages = result.error!.issues.map((i) => i.message);
    expect(messages).toContain('Aynı tarih için yalnızca bir özel gün girilebilir.');
    expect(messages).toContain('Geçerli bir tarih girin (YYYY-AA-GG).');
  });
});

describe('towingOpenLabel', () => {
  const allWeek = (opens: string, closes: string) => [1, 2, 3, 4, 5, 6, 7].map((day) => ({ day, opens, closes }));
  // A Wednesday, 2026-12-02, at 07:00 and 12:00 in Istanbul (UTC+3).
  const early = new Date('2026-12-02T04:00:00Z');
  const noon = new Date('2026-12-02T09:00:00Z');

  it('says a round-the-clock service is open 7/24', () => {
    expect(towingOpenLabel({ weekly: allWeek('00:00', '24:00'), exceptions: [] }, early)).toBe('Açık · 7/24');
  });

  it('says when a closed service opens, with the suffix Turkish reads the time with', () => {
    const hours = { weekly: allWeek('09:00', '18:00'), exceptions: [] };
    expect(towingOpenLabel(hours, early)).toBe("Kapalı · 09:00'da açılır");
    expect(towingOpenLabel(hours, noon)).toBe('Açık');
    expect(towingOpenLabel({ weekly: allWeek('13:00', '18:00'), exceptions: [] }, noon)).toBe(
      "Kapalı · 13:00'te açılır",
    );
    expect(towingOpenLabel({ weekly: allWeek('08:30', '09:00'), exceptions: [] }, noon)).toBe(
      "Kapalı · Yarın 08:30'da açılır",
    );
    expect(towingOpenLabel({ weekly: [{ day: 1, opens: '10:00', closes: '12:00' }], exceptions: [] }, noon)).toBe(
      "Kapalı · Pazartesi 10:00'da açılır",
    );
  });

  // Weekdays 09:00–18:00; 2026-12-02 is a Wednesday.
  const weekdaysOnly = {
    weekly: [1, 2, 3, 4, 5].map((day) => ({ day, opens: '09:00', closes: '18:00' })),
    exceptions: [],
  };
  const istanbul = (local: string) => new Date(`${local}+03:00`);

  it('names the weekday only within the coming week, never for the same weekday a week on', () => {
    // Friday evening → Monday, three days on.
    expect(towingOpenLabel(weekdaysOnly, istanbul('2026-12-04T19:00'))).toBe("Kapalı · Pazartesi 09:00'da açılır");
    // Monday at 09:00 a week on, after a Monday closure: the weekday alone would read as today.
    const mondayOnly = { weekly: [{ day: 1, opens: '09:00', closes: '10:00' }], exceptions: [] };
    expect(towingOpenLabel(mondayOnly, istanbul('2026-11-30T11:00'))).toBe("Kapalı · 7 Aralık 09:00'da açılır");
  });

  it('gives the date when a holiday stretch closes it for longer than a week', () => {
    const closed = (date: string) => ({ date, label: 'Bayram', ranges: [] });
    const bayram = {
      ...weekdaysOnly,
      exceptions: ['2026-12-03', '2026-12-04', '2026-12-07', '2026-12-08', '2026-12-09', '2026-12-10'].map(closed),
    };
    expect(towingOpenLabel(bayram, istanbul('2026-12-02T19:00'))).toBe("Kapalı · 11 Aralık 09:00'da açılır");
    expect(openLabel(openState(bayram, istanbul('2026-12-02T19:00')), istanbul('2026-12-02T19:00'))).toBe(
      'Kapalı · 11 Aralık 09:00',
    );
  });

  it('says later today without a day, and tomorrow as Yarın', () => {
    expect(towingOpenLabel(weekdaysOnly, istanbul('2026-12-02T07:00'))).toBe("Kapalı · 09:00'da açılır");
    expect(towingOpenLabel(weekdaysOnly, istanbul('2026-12-02T23:59'))).toBe("Kapalı · Yarın 09:00'da açılır");
  });
});
