/**
 * Deletes stored photos as cleanup after the change that dropped them: the change stands whatever happens here, so a
 * photo that cannot be deleted is only logged.
 */
export async function deleteImagesQuietly(
  store: { deleteImage(url: string): Promise<void> },
  log: { warn(obj: object, msg: string): void },
  urls: readonly string[],
): Promise<void> {
  for (const url of urls) {
    await store.deleteImage(url).catch((err: unknown) => log.warn({ err, url }, 'could not delete image'));
  }
}
