import { describe, expect, it } from 'vitest';
import { characterCount, firstCharacters, shorten } from './characters.js';

describe('characters', () => {
  it('counts an emoji of four UTF-8 bytes as one character', () => {
    expect(characterCount('😀'.repeat(3))).toBe(3);
    expect(characterCount('ışık')).toBe(4);
  });

  it('never cuts inside an emoji', () => {
    const text = '😀'.repeat(200);
    for (const max of [117, 118, 120, 159, 160]) {
      const cut = shorten(text, max);
      expect(characterCount(cut)).toBe(max);
      expect(cut).not.toMatch(/\p{Cs}/u);
      expect(cut.endsWith('…')).toBe(true);
      expect(firstCharacters(text, max)).not.toMatch(/\p{Cs}/u);
    }
    expect(shorten('kısa', 120)).toBe('kısa');
  });
});
