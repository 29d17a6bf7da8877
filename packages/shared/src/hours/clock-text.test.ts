import { describe, expect, it } from 'vitest';
import { dayText, fullDateTimeText } from './clock-text.js';

describe('dayText', () => {
  it('writes a calendar day as GG.AA.YYYY', () => {
    expect(dayText('2027-03-09')).toBe('09.03.2027');
  });
});

describe('fullDateTimeText', () => {
  it('writes a moment with its year on the Istanbul clock, whatever the server’s zone', () => {
    expect(fullDateTimeText('2026-12-04T19:40:00Z')).toBe('4 Aralık 2026 22:40');
  });
});
