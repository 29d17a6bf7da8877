/** What every upload may be (docs/product.md §5, §9): the form checks it before sending, the server enforces it on the bytes. */
export const UPLOAD_LIMITS = {
  /** Each file, in bytes: 5 MB. */
  fileBytes: 5 * 1024 * 1024,
  /** Photos: JPG, PNG, GIF and WebP only. */
  imageTypes: ['image/jpeg', 'image/png', 'image/gif', 'image/webp'],
  /** Seller application documents: PDF, JPG or PNG. */
  documentTypes: ['application/pdf', 'image/jpeg', 'image/png'],
} as const;

/** The `accept` attribute of a file input for photos or documents. */
export const imageAccept = UPLOAD_LIMITS.imageTypes.join(',');
export const documentAccept = UPLOAD_LIMITS.documentTypes.join(',');
