import { formatMessages } from '@otousta/shared/messages/tr';
import { UPLOAD_LIMITS } from '@otousta/shared/options/uploads';

export const isImage = (file: File) => (UPLOAD_LIMITS.imageTypes as readonly string[]).includes(file.type);

export interface PickedPhotos {
  photos: File[];
  /** What to tell the user about the files left out, or null. */
  error: string | null;
}

/**
 * Adds picked or dropped files to the new photos (docs/product.md §5): nothing when the photos already kept plus the new ones
 * would pass `max`; otherwise the images of at most 5 MB, naming a single too-big image, or the general message
 * when other files were left out.
 */
export function addPickedPhotos(
  current: readonly File[],
  picked: readonly File[],
  { max, kept = 0 }: { max: number; kept?: number },
): PickedPhotos {
  if (kept + current.length + picked.length > max) {
    return { photos: [...current], error: formatMessages.tooManyPhotos(max) };
  }
  const suitable = picked.filter((file) => isImage(file) && file.size <= UPLOAD_LIMITS.fileBytes);
  const unsuitable = picked.filter((file) => !suitable.includes(file));
  let error: string | null = null;
  if (unsuitable.length === 1 && isImage(unsuitable[0]!)) error = formatMessages.fileTooBig(unsuitable[0]!.name);
  else if (unsuitable.length > 0) error = formatMessages.someFilesUnsuitable;
  return { photos: [...current, ...suitable], error };
}
