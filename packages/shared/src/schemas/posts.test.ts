import { describe, expect, it } from 'vitest';
import { createCommentSchema, createPostSchema, maxCarYear, normalizeTags } from './posts.js';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('post rules (docs/product.md §5)', () => {
  it('refuses content that is empty after trimming, or longer than 2000 characters', () => {
    expect(firstMessage(createPostSchema.safeParse({ content: '   ' }))).toBe('Gönderi içeriği boş olamaz.');
    expect(firstMessage(createPostSchema.safeParse({ content: 'a'.repeat(2001) }))).toBe(
      'Gönderi en fazla 2000 karakter olabilir.',
    );
    expect(createPostSchema.parse({ content: ` ${'a'.repeat(2000)} ` }).content).toHaveLength(2000);
  });

  it('takes comma-separated tags trimmed, without #, empties and repeats dropped', () => {
    expect(normalizeTags('egzoz, #Turbo , ,bakım, EGZOZ')).toEqual(['egzoz', 'Turbo', 'bakım']);
    expect(createPostSchema.parse({ content: 'x', tags: [' a ', ''] }).tags).toEqual(['a']);
  });

  it('accepts model years from 1900 to next year only', () => {
    const year = (carYear: unknown) => createPostSchema.safeParse({ content: 'x', carYear });
    expect(year(1900).success).toBe(true);
    expect(year(String(maxCarYear())).success).toBe(true);
    expect(firstMessage(year(1899))).toBe('Model yılı 1900 ile gelecek yıl arasında olmalıdır.');
    expect(firstMessage(year(maxCarYear() + 1))).toBe('Model yılı 1900 ile gelecek yıl arasında olmalıdır.');
  });

  it('accepts a price of 0 or more on sale posts, Turkish decimal comma included', () => {
    expect(createPostSchema.parse({ content: 'x', type: 'sale', price: '1250,50' }).price).toBe(1250.5);
    expect(firstMessage(createPostSchema.safeParse({ content: 'x', type: 'sale', price: -1 }))).toBe(
      'Fiyat 0 veya daha büyük bir sayı olmalıdır.',
    );
  });

  it('omits empty optional fields and the fields of other post types', () => {
    const post = createPostSchema.parse({
      content: 'Servis',
      type: 'repair',
      location: '  ',
      carBrand: 'Fiat',
      price: 100,
      serviceType: 'Bakım',
    });
    expect(post).toEqual({ content: 'Servis', type: 'repair', tags: [], carBrand: 'Fiat' });
  });
});

describe('comment rules (docs/product.md §5)', () => {
  it('refuses empty and over-long comments', () => {
    expect(firstMessage(createCommentSchema.safeParse({ content: ' ' }))).toBe('Yorum boş olamaz.');
    expect(firstMessage(createCommentSchema.safeParse({ content: 'a'.repeat(501) }))).toBe(
      'Yorum en fazla 500 karakter olabilir.',
    );
  });
});
