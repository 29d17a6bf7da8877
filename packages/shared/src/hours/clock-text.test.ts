import { describe, expect, it } from 'vitest';
import { dayText } from './clock-text.js';

describe('dayText', () => {
  it('writes a calendar day as GG.AA.YYYY', () => {
    expect(dayText('2027-03-09')).toBe('09.03.2027');
  });
});
