import { describe, expect, it } from 'vitest';
import { addProductPhotos } from './product-photos';

const image = (name: string, bytes = 1000, type = 'image/jpeg') => new File([new Uint8Array(bytes)], name, { type });

describe('product photos (docs/product.md §5)', () => {
  it('adds images up to ten photos counting the saved ones', () => {
    const result = addProductPhotos(7, [image('a.jpg')], [image('b.jpg'), image('c.png', 10, 'image/png')]);
    expect(result.photos.map((f) => f.name)).toEqual(['a.jpg', 'b.jpg', 'c.png']);
    expect(result.error).toBeNull();
  });

  it('refuses a pick that would pass ten photos in total, keeping what was chosen', () => {
    const result = addProductPhotos(9, [image('a.jpg')], [image('b.jpg')]);
    expect(result.photos.map((f) => f.name)).toEqual(['a.jpg']);
    expect(result.error).toBe('Maksimum 10 fotoğraf yükleyebilirsiniz.');
  });

  it('names a single image above 5 MB and keeps the others', () => {
    const result = addProductPhotos(0, [], [image('buyuk.jpg', 5 * 1024 * 1024 + 1), image('kucuk.jpg')]);
    expect(result.photos.map((f) => f.name)).toEqual(['kucuk.jpg']);
    expect(result.error).toBe('Dosya buyuk.jpg çok büyük. Maksimum dosya boyutu 5MB olmalıdır.');
  });

  it('reports files that are not images with the general message', () => {
    const result = addProductPhotos(0, [], [image('fatura.pdf', 10, 'application/pdf'), image('a.jpg')]);
    expect(result.photos.map((f) => f.name)).toEqual(['a.jpg']);
    expect(result.error).toBe("Bazı dosyalar uygun formatta değil. Sadece 5MB'dan küçük resim dosyaları yüklenebilir.");
  });
});
