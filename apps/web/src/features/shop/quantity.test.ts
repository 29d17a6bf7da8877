import { describe, expect, it } from 'vitest';
import { quantityFromText } from './quantity';

describe('a quantity box', () => {
  it('takes whole numbers written the Turkish way and at most what is in stock', () => {
    expect(quantityFromText('3', 10)).toBe(3);
    expect(quantityFromText(' 1 250 ', 5000)).toBe(1250);
    expect(quantityFromText('1.000', 99)).toBe(99);
  });

  it('refuses nothing, zero, fractions and words', () => {
    for (const text of ['', '0', '-2', '2,5', 'iki']) expect(quantityFromText(text, 10)).toBeNull();
  });
});
