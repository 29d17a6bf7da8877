import { describe, expect, it } from 'vitest';
import { addPhotos, MAX_FILE_BYTES } from './photo-selection';

const image = (name: string, size = 1000, type = 'image/png') => new File([new Uint8Array(size)], name, { type });

describe('choosing registration photos', () => {
  it('adds images of at most 5 MB', () => {
    const picked = [image('a.png'), image('b.jpg', MAX_FILE_BYTES, 'image/jpeg')];
    expect(addPhotos([], picked)).toEqual({ photos: picked, error: null });
  });

  it('refuses a selection that would pass five photos and keeps the ones already chosen', () => {
    const current = [image('1.png'), image('2.png'), image('3.png')];
    const result = addPhotos(current, [image('4.png'), image('5.png'), image('6.png')]);
    expect(result.photos).toEqual(current);
    expect(result.error).toBe('Maksimum 5 fotoğraf yükleyebilirsiniz.');
  });

  it('names a single image that is too big and still adds the others', () => {
    const small = image('kucuk.png');
    const result = addPhotos([], [small, image('dev.png', MAX_FILE_BYTES + 1)]);
    expect(result.photos).toEqual([small]);
    expect(result.error).toBe('Dosya dev.png çok büyük. Maksimum dosya boyutu 5MB olmalıdır.');
  });

  it('reports mixed unsuitable files with one sentence', () => {
    const small = image('kucuk.png');
    const result = addPhotos(
      [],
      [small, image('belge.pdf', 10, 'application/pdf'), image('dev.png', MAX_FILE_BYTES + 1)],
    );
    expect(result.photos).toEqual([small]);
    expect(result.error).toBe("Bazı dosyalar uygun formatta değil. Sadece 5MB'dan küçük resim dosyaları yüklenebilir.");
  });

  it('does not take a file that only claims an image type the server does not accept', () => {
    expect(addPhotos([], [image('foto.heic', 10, 'image/heic')]).photos).toEqual([]);
  });
});
