import { errorMessages } from '@otousta/shared/messages/tr';
import { badRequest } from '../errors.js';

// NUL, which PostgreSQL cannot store in text, and a UTF-16 surrogate without its pair, which is no character at all.
const UNSAFE = /\0|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * The dotted path of the first string (value or object key) in `value` holding NUL or a lone surrogate, '' for
 * `value` itself, undefined when all text is sound. Walks without recursion: a deeply nested body cannot overflow.
 */
export function unsafeTextPath(value: unknown): string | undefined {
  const pending: [unknown, string][] = [[value, '']];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [item, path] = next;
    if (typeof item === 'string') {
      if (UNSAFE.test(item)) return path;
    } else if (item !== null && typeof item === 'object' && !ArrayBuffer.isView(item)) {
      for (const [key, child] of Object.entries(item)) {
        const childPath = path ? `${path}.${key}` : key;
        if (UNSAFE.test(key)) return childPath;
        pending.push([child, childPath]);
      }
    }
  }
  return undefined;
}

/** Refuses text no field may hold with 400 INVALID_CHARACTERS, naming the field. */
export function assertSafeText(value: unknown): void {
  const path = unsafeTextPath(value);
  if (path !== undefined) {
    throw badRequest('INVALID_CHARACTERS', undefined, { [path || '_']: errorMessages.INVALID_CHARACTERS });
  }
}
