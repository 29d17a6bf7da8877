// Kept apart from the zod schemas, so a page that needs only the numbers does not load zod.

/** Limits of messaging (docs/product.md §5 'Message', §9 'Messages: 50 per load'), the same for the composer and the server. */
export const MESSAGE_LIMITS = {
  contentMax: 2000,
  pageSize: 50,
  pageMax: 100,
  conversationsPageSize: 50,
  clientIdMax: 64,
  fileNameMax: 200,
  fileSizeMax: 5 * 1024 * 1024,
  /** How many delivery receipts one socket event may carry. */
  receiptsMax: 100,
} as const;
