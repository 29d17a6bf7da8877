import type { Post } from '@otousta/shared/schemas/posts';
import { describe, expect, it } from 'vitest';
import {
  addPostPhotos,
  emptyPostForm,
  postEditPayload,
  postFormErrors,
  postFormValues,
  postPayload,
} from './post-form';

const file = (name: string, type = 'image/jpeg', size = 1000) => {
  const f = new File([new Uint8Array(1)], name, { type });
  Object.defineProperty(f, 'size', { value: size });
  return f;
};

describe('postPayload (docs/product.md §5)', () => {
  it('trims the content, splits tags and leaves empty optional fields out', () => {
    expect(
      postPayload({ ...emptyPostForm, content: '  Yağ değişimi  ', tags: 'bakım, , #yağ ', location: ' ' }),
    ).toEqual({
      type: 'general',
      content: 'Yağ değişimi',
      tags: ['bakım', 'yağ'],
    });
  });

  it('sends service fields only for a service post and the price only for a sale', () => {
    const filled = { ...emptyPostForm, content: 'x', serviceType: 'Egzoz', price: 500, carYear: 2020 };
    expect(postPayload({ ...filled, type: 'service' })).toEqual({
      type: 'service',
      content: 'x',
      carYear: 2020,
      serviceType: 'Egzoz',
    });
    expect(postPayload({ ...filled, type: 'sale' })).toEqual({ type: 'sale', content: 'x', carYear: 2020, price: 500 });
  });
});

describe('editing a post', () => {
  it('fills the form from the post and sends null for every emptied field, so the server clears it', () => {
    const post = {
      type: 'sale',
      content: 'Jant takımı',
      carBrand: 'Fiat',
      carModel: null,
      carYear: 2019,
      location: 'Adana',
      tags: ['jant', 'satılık'],
      serviceType: null,
      serviceDescription: null,
      estimatedDuration: null,
      contactInfo: null,
      price: 12500,
    } as Post;
    const values = postFormValues(post);
    expect(values).toMatchObject({ carModel: '', carYear: 2019, tags: 'jant, satılık', price: 12500 });
    expect(postEditPayload({ ...values, location: ' ', tags: '', carYear: '' })).toEqual({
      type: 'sale',
      content: 'Jant takımı',
      carBrand: 'Fiat',
      carModel: null,
      carYear: null,
      location: null,
      tags: [],
      serviceType: null,
      serviceDescription: null,
      estimatedDuration: null,
      contactInfo: null,
      price: 12500,
    });
  });
});

describe('addPostPhotos (docs/product.md §5)', () => {
  it('refuses more than five photos in all', () => {
    const four = [1, 2, 3, 4].map((n) => file(`${n}.jpg`));
    const result = addPostPhotos(four, [file('5.jpg'), file('6.jpg')]);
    expect(result.photos).toHaveLength(4);
    expect(result.error).toBe('Maksimum 5 fotoğraf yükleyebilirsiniz.');
  });

  it('names a single image over 5 MB, and keeps the good ones', () => {
    const result = addPostPhotos([], [file('ok.png', 'image/png'), file('dev.jpg', 'image/jpeg', 6 * 1024 * 1024)]);
    expect(result.photos.map((f) => f.name)).toEqual(['ok.png']);
    expect(result.error).toBe('Dosya dev.jpg çok büyük. Maksimum dosya boyutu 5MB olmalıdır.');
  });

  it('reports files that are no images with the general message', () => {
    const result = addPostPhotos([], [file('a.pdf', 'application/pdf'), file('b.txt', 'text/plain')]);
    expect(result.photos).toEqual([]);
    expect(result.error).toBe("Bazı dosyalar uygun formatta değil. Sadece 5MB'dan küçük resim dosyaları yüklenebilir.");
  });
});

describe('postFormErrors (docs/product.md §5: model year from 1900 to next year)', () => {
  it('names the rule for a year out of range instead of dropping it, and accepts an empty or valid year', () => {
    const next = new Date().getFullYear() + 1;
    for (const carYear of [1850, next + 1, 18]) {
      expect(postFormErrors({ ...emptyPostForm, carYear }).carYear, String(carYear)).toBe(
        'Model yılı 1900 ile gelecek yıl arasında olmalıdır.',
      );
    }
    expect(postFormErrors({ ...emptyPostForm, carYear: '' })).toEqual({});
    expect(postFormErrors({ ...emptyPostForm, carYear: next })).toEqual({});
  });
});
