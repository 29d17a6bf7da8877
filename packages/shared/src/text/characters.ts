/**
 * Text lengths are counted in characters (Unicode code points), as PostgreSQL's char_length and JSON Schema's
 * maxLength count them: an emoji is one character, not the two UTF-16 units JavaScript's `length` sees. Cutting by
 * `slice` could split an emoji's surrogate pair and leave half of it, which PostgreSQL refuses in JSON.
 */
export function characterCount(text: string): number {
  let count = 0;
  for (const _ of text) count++;
  return count;
}

/** At most `max` characters, cut between characters; a cut text ends in '…' (counted in `max`). */
export function shorten(text: string, max: number): string {
  if (text.length <= max) return text;
  const characters = Array.from(text);
  return characters.length <= max ? text : `${characters.slice(0, max - 1).join('')}…`;
}

/** The first `max` characters, cut between characters (what a box that stops at the limit keeps). */
export const firstCharacters = (text: string, max: number): string =>
  text.length <= max ? text : Array.from(text).slice(0, max).join('');
