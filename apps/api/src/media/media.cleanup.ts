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

/**
 * Saves `files` as images, then the change that names them (`write`, given their URLs). When that change fails (or
 * finds nothing to change, and throws), the images just saved are forgotten again: no stored image is left that no
 * row names.
 */
export async function withSavedImages<T>(
  store: { saveImages(files: readonly { buffer: Buffer }[]): Promise<string[]> },
  files: readonly { buffer: Buffer }[],
  forget: (urls: readonly string[]) => Promise<void>,
  write: (urls: string[]) => Promise<T>,
): Promise<T> {
  const urls = files.length ? await store.saveImages(files) : [];
  try {
    return await write(urls);
  } catch (error) {
    await forget(urls);
    throw error;
  }
}
