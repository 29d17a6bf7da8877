import { describe, expect, it } from 'vitest';
import { notificationTime, relativeTime } from './relative-time.js';

const now = new Date('2026-03-10T15:00:00+03:00');
const ago = (minutes: number) => new Date(now.getTime() - minutes * 60_000);

describe('relativeTime', () => {
  it("says 'Az önce' for anything under an hour, and for a time a little in the future", () => {
    expect(relativeTime(ago(0), now)).toBe('Az önce');
    expect(relativeTime(ago(59), now)).toBe('Az önce');
    expect(relativeTime(ago(-3), now)).toBe('Az önce');
  });

  it("counts whole hours under a day: 'N saat önce'", () => {
    expect(relativeTime(ago(60), now)).toBe('1 saat önce');
    expect(relativeTime(ago(5 * 60 + 30), now)).toBe('5 saat önce');
    expect(relativeTime(ago(23 * 60 + 59), now)).toBe('23 saat önce');
  });

  it("says 'Dün' from 24 up to 48 hours", () => {
    expect(relativeTime(ago(24 * 60), now)).toBe('Dün');
    expect(relativeTime(ago(47 * 60 + 59), now)).toBe('Dün');
  });

  it('shows a Turkish date from two days on, and accepts ISO strings', () => {
    expect(relativeTime(new Date(2026, 2, 5, 12), now)).toBe('5 Mart 2026');
    expect(relativeTime(new Date(2025, 7, 30, 9).toISOString(), now)).toBe('30 Ağustos 2025');
  });

  it('dates a post in the named time zone, so a page rendered on the server reads the same in the browser', () => {
    // 22:30 UTC on 4 March is already 5 March in Istanbul (UTC+3).
    const late = new Date('2026-03-04T22:30:00Z');
    expect(relativeTime(late, now, 'Europe/Istanbul')).toBe('5 Mart 2026');
    expect(relativeTime(late, now, 'UTC')).toBe('4 Mart 2026');
  });
});

describe('notificationTime', () => {
  it("counts minutes under an hour: 'N dk önce', and 'Az önce' only under a minute", () => {
    expect(notificationTime(new Date(now.getTime() - 30_000), now)).toBe('Az önce');
    expect(notificationTime(ago(-2), now)).toBe('Az önce');
    expect(notificationTime(ago(1), now)).toBe('1 dk önce');
    expect(notificationTime(ago(5), now)).toBe('5 dk önce');
    expect(notificationTime(ago(59), now)).toBe('59 dk önce');
    expect(notificationTime(ago(60), now)).toBe('1 saat önce');
  });
});
