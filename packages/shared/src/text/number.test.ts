import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatTurkishNumber, parseTurkishNumber } from './number.js';

describe('parseTurkishNumber', () => {
  it('reads the ways people in Turkey write amounts and distances', () => {
    expect(parseTurkishNumber('3.500')).toBe(3500);
    expect(parseTurkishNumber('3.500,50')).toBe(3500.5);
    expect(parseTurkishNumber('87.500')).toBe(87500);
    expect(parseTurkishNumber('1 250')).toBe(1250);
    expect(parseTurkishNumber('1\u00a0250')).toBe(1250);
    expect(parseTurkishNumber('1.250.000')).toBe(1_250_000);
    expect(parseTurkishNumber('12,5')).toBe(12.5);
    expect(parseTurkishNumber('1250')).toBe(1250);
    expect(parseTurkishNumber('19.90')).toBe(19.9);
    expect(parseTurkishNumber(' 2.400 ₺')).toBe(2400);
    expect(parseTurkishNumber('120.000 km')).toBe(120_000);
  });

  it('refuses what is not a number rather than guessing', () => {
    for (const text of ['', 'abc', '1.2.3', '3.50,5', '1,2,3', '12a', '1e3', 'Infinity', '--1', ',5']) {
      expect(parseTurkishNumber(text), text).toBeNull();
    }
  });

  it('reads back every number it writes, grouped or not', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), fc.integer({ min: 0, max: 99 }), (whole, cents) => {
        const value = whole + (whole < 0 ? -cents : cents) / 100;
        const written = formatTurkishNumber(value);
        expect(parseTurkishNumber(written)).toBeCloseTo(value, 2);
        expect(parseTurkishNumber(written.replaceAll('.', ' '))).toBeCloseTo(value, 2);
      }),
    );
  });

  it('reads a plain integer the same with or without thousands dots', () => {
    fc.assert(
      fc.property(fc.nat({ max: 1e12 }), (n) => {
        expect(parseTurkishNumber(String(n))).toBe(n);
        expect(parseTurkishNumber(formatTurkishNumber(n))).toBe(n);
      }),
    );
  });
});

describe('formatTurkishNumber', () => {
  it('groups thousands with dots and writes decimals after a comma', () => {
    expect(formatTurkishNumber(3500)).toBe('3.500');
    expect(formatTurkishNumber(3500.5)).toBe('3.500,5');
    expect(formatTurkishNumber(1_250_000.25)).toBe('1.250.000,25');
    expect(formatTurkishNumber(0)).toBe('0');
  });
});
