import { errorMessages } from '@otousta/shared/messages/tr';
import { UPLOAD_LIMITS } from '@otousta/shared/options/uploads';

/** docs/product.md §5: seller documents are PDF, JPG or PNG, each at most 5 MB; the first rule broken, or null. */
export function documentProblem(file: Pick<File, 'type' | 'size'>): string | null {
  if (!(UPLOAD_LIMITS.documentTypes as readonly string[]).includes(file.type)) {
    return errorMessages.UNSUPPORTED_DOCUMENT_TYPE;
  }
  if (file.size > UPLOAD_LIMITS.fileBytes) return errorMessages.DOCUMENT_TOO_LARGE;
  return null;
}
