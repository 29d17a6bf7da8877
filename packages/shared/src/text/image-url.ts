export type ImageVariant = 'card' | 'thumb';

// Only names the media pipeline produces: /uploads/<uuid>.webp (it writes -card and -thumb beside each).
const uploaded = /^(\/uploads\/[0-9a-f-]{36})\.webp$/;

/**
 * The smaller copy of an uploaded image for lists and thumbnails: '/uploads/<id>.webp' → '/uploads/<id>-card.webp'.
 * Any other URL (a placeholder, an external picture) is returned unchanged, as no variant of it exists.
 */
export function imageVariant(url: string, variant: ImageVariant): string {
  const match = uploaded.exec(url);
  return match ? `${match[1]}-${variant}.webp` : url;
}
