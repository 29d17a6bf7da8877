import { describe, expect, it } from 'vitest';
import { formatPlate, formatPlateInput, isValidPlate, normalisePlate } from './plate.js';

describe('Turkish plates', () => {
  it('accepts every legal letter and digit combination with a province code 01–81', () => {
    for (const plate of ['34 A 1234', '06 AB 123', '06 AB 1234', '34 ABC 12', '81 ABC 123', '01 Z 9999']) {
      expect(isValidPlate(plate), plate).toBe(true);
    }
  });

  it('refuses unknown provinces, illegal combinations and letters plates never use', () => {
    for (const plate of ['00 A 1234', '82 AB 123', '34 A 123', '34 AB 12', '34 ABC 1234', '34 ABCD 12', '3 AB 123']) {
      expect(isValidPlate(plate), plate).toBe(false);
    }
    for (const plate of ['34 QA 123', '34 WX 123', '34 ÇA 123', '34 ÖŞ 123', 'AB 34 123', '']) {
      expect(isValidPlate(plate), plate).toBe(false);
    }
  });

  it('stores a plate without spaces and upper-case, whatever the case and dashes typed', () => {
    expect(normalisePlate(' 34 abc-123 ')).toBe('34ABC123');
    expect(normalisePlate('34 ıi 123')).toBe('34II123');
    expect(formatPlate('34ABC123')).toBe('34 ABC 123');
    expect(formatPlate('06A1234')).toBe('06 A 1234');
  });

  it('spaces the plate as it is typed and drops characters that cannot follow', () => {
    expect(formatPlateInput('3')).toBe('3');
    expect(formatPlateInput('34')).toBe('34');
    expect(formatPlateInput('34a')).toBe('34 A');
    expect(formatPlateInput('34abc1')).toBe('34 ABC 1');
    expect(formatPlateInput('34 abc 123')).toBe('34 ABC 123');
    expect(formatPlateInput('34abcd12345')).toBe('34 ABC 1234');
    expect(formatPlateInput('x34')).toBe('34');
  });
});
