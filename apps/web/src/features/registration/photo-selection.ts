import { formatMessages } from '@otousta/shared/messages/tr';
import { USER_LIMITS } from '@otousta/shared/schemas/user';

// The server sniffs the bytes of every upload; checking here too spares the user a round trip with big files.
export const ACCEPTED_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'] as const;
export const MAX_FILE_BYTES = 5 * 1024 * 1024;

const isImage = (file: File) => (ACCEPTED_IMAGE_TYPES as readonly string[]).includes(file.type);

export interface PhotoSelection {
  /** The photos after adding what was acceptable. */
  photos: File[];
  /** What to tell the user about the files that were left out (docs/product.md §5 item 6). */
  error: string | null;
}

/**
 * Adds newly picked files to the chosen photos (docs/product.md §5 item 6): nothing is added when the total would pass
 * five; otherwise the images of at most 5 MB are added and the others reported, naming the file when a single image is
 * too big.
 */
export function addPhotos(current: readonly File[], picked: readonly File[]): PhotoSelection {
  if (current.length + picked.length > USER_LIMITS.photosMax) {
    return { photos: [...current], error: formatMessages.tooManyPhotos(USER_LIMITS.photosMax) };
  }
  const suitable = picked.filter((file) => isImage(file) && file.size <= MAX_FILE_BYTES);
  const unsuitable = picked.filter((file) => !suitable.includes(file));
  let error: string | null = null;
  if (unsuitable.length === 1 && isImage(unsuitable[0]!)) error = formatMessages.fileTooBig(unsuitable[0]!.name);
  else if (unsuitable.length > 0) error = formatMessages.someFilesUnsuitable;
  return { photos: [...current, ...suitable], error };
}
