import { paths } from '../../app/paths';

const BASE = 'https://otousta.invalid';
const hasControlCharacter = (text: string) => [...text].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f);
const SIGN_IN_PAGES = new Set<string>([paths.signIn, paths.register, paths.registerAlias]);

/**
 * The page to go back to after signing in, from the address (`?donus=`): a path of this site, or null. A link can
 * carry anything, so whatever could lead off the site is refused: another site ('https://…'), a protocol-relative
 * '//host', a backslash (browsers read '/\host' as '//host'), control characters; and the sign-in and registration
 * pages themselves, which would only come back here.
 */
export function safeReturnPath(raw: string | null | undefined): string | null {
  if (!raw || raw.length > 2048) return null;
  if (!raw.startsWith('/') || raw.startsWith('//') || raw.includes('\\') || hasControlCharacter(raw)) return null;
  let url: URL;
  try {
    url = new URL(raw, BASE);
  } catch {
    return null;
  }
  if (url.origin !== BASE || SIGN_IN_PAGES.has(url.pathname)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}
