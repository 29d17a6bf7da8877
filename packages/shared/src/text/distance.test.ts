import { describe, expect, it } from 'vitest';
import { formatDistanceKm } from './distance.js';

describe('distances on cards', () => {
  it('reads in Turkish with a decimal comma and one decimal', () => {
    expect(formatDistanceKm(2.43)).toBe('2,4 km');
    expect(formatDistanceKm(12)).toBe('12,0 km');
    expect(formatDistanceKm(1234.56)).toBe('1.234,6 km');
  });

  it('never shows a business as 0 km away', () => {
    expect(formatDistanceKm(0.02)).toBe('0,1 km');
  });
});
