import { formatMessages } from '@otousta/shared/messages/tr';
import { UPLOAD_LIMITS } from '@otousta/shared/options/uploads';
import { SHOP_LIMITS } from '@otousta/shared/schemas/shop';

const isImage = (file: File) => (UPLOAD_LIMITS.imageTypes as readonly string[]).includes(file.type);

export interface NewPhotosResult {
  photos: File[];
  /** What to tell the seller about the files left out (docs/product.md §5 'Product form'), or null. */
  error: string | null;
}

/**
 * Adds picked or dropped files to the new photos of a product (docs/product.md §5): nothing is added when saved plus
 * new would pass ten; otherwise the images of at most 5 MB are added and the others reported, naming the file when a
 * single image is too big.
 */
export function addProductPhotos(
  savedCount: number,
  current: readonly File[],
  picked: readonly File[],
): NewPhotosResult {
  if (savedCount + current.length + picked.length > SHOP_LIMITS.productPhotosMax) {
    return { photos: [...current], error: formatMessages.tooManyPhotos(SHOP_LIMITS.productPhotosMax) };
  }
  const suitable = picked.filter((file) => isImage(file) && file.size <= UPLOAD_LIMITS.fileBytes);
  const unsuitable = picked.filter((file) => !suitable.includes(file));
  let error: string | null = null;
  if (unsuitable.length === 1 && isImage(unsuitable[0]!)) error = formatMessages.fileTooBig(unsuitable[0]!.name);
  else if (unsuitable.length > 0) error = formatMessages.someFilesUnsuitable;
  return { photos: [...current, ...suitable], error };
}
