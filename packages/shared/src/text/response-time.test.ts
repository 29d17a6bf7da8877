import { describe, expect, it } from 'vitest';
import { durationShort, responseTimeText } from './response-time.js';

describe('response time badge', () => {
  it('names the usual first answer in Turkish, and nothing without figures', () => {
    expect(responseTimeText(null)).toBeNull();
    expect(responseTimeText(12)).toBe('Genellikle 1 saat içinde yanıt verir');
    expect(responseTimeText(60)).toBe('Genellikle 1 saat içinde yanıt verir');
    expect(responseTimeText(61)).toBe('Genellikle birkaç saat içinde yanıt verir');
    expect(responseTimeText(600)).toBe('Genellikle 1 gün içinde yanıt verir');
    expect(responseTimeText(3000)).toBe('Genellikle birkaç gün içinde yanıt verir');
  });

  it('writes an offer’s response time short', () => {
    expect(durationShort(0)).toBe('1 dk');
    expect(durationShort(45)).toBe('45 dk');
    expect(durationShort(180)).toBe('3 sa');
    expect(durationShort(2 * 24 * 60)).toBe('2 gün');
  });
});
