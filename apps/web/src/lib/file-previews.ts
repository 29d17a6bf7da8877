import { useEffect, useState } from 'react';

// The same file may be picked twice, so neither its name nor its position identifies a preview.
const fileKeys = new WeakMap<File, number>();
let lastKey = 0;

/** A stable React key for a picked file. */
export function fileKey(file: File): number {
  let key = fileKeys.get(file);
  if (key === undefined) {
    key = ++lastKey;
    fileKeys.set(file, key);
  }
  return key;
}

/** Object URLs for previews of picked files, released when the list changes or the component goes away. */
export function useFilePreviews(files: readonly File[]): string[] {
  const [previews, setPreviews] = useState<string[]>([]);
  useEffect(() => {
    const urls = files.map((file) => URL.createObjectURL(file));
    setPreviews(urls);
    return () => {
      for (const url of urls) URL.revokeObjectURL(url);
    };
  }, [files]);
  return previews;
}
