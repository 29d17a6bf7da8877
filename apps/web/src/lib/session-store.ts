import type { OwnUser } from '@otousta/shared/schemas/user';

/** The signed-in user as the server describes them to themselves (GET /api/auth/profile, login). */
export type SessionUser = OwnUser;

export interface Session {
  user: SessionUser;
  accessToken: string;
  refreshToken: string | null;
}

// docs/product.md §4, §9: the session lives under exactly these keys.
const KEYS = { user: 'user', accessToken: 'accessToken', refreshToken: 'refreshToken' } as const;

type Listener = () => void;
const listeners = new Set<Listener>();

function storages(): Storage[] {
  if (typeof window === 'undefined') return [];
  // 'Beni hatırla' keeps the session in localStorage; without it the same keys live in sessionStorage and end with
  // the browser tab (docs/product.md names the keys, not the storage; remembering is the default).
  return [window.localStorage, window.sessionStorage];
}

/**
 * docs/product.md §4: a session exists only when both a stored user and an access token do. `repair` removes half a
 * session; it is off while another tab may be in the middle of writing its keys.
 */
function readFrom(storage: Storage, repair: boolean): Session | null {
  const rawUser = storage.getItem(KEYS.user);
  const accessToken = storage.getItem(KEYS.accessToken);
  let user: SessionUser | null = null;
  try {
    user = rawUser ? (JSON.parse(rawUser) as SessionUser) : null;
  } catch {
    user = null;
  }
  if (user && typeof user === 'object' && typeof user.id === 'string' && accessToken) {
    return { user, accessToken, refreshToken: storage.getItem(KEYS.refreshToken) };
  }
  if (repair && (rawUser || accessToken)) removeFrom(storage);
  return null;
}

function removeFrom(storage: Storage) {
  for (const key of Object.values(KEYS)) storage.removeItem(key);
}

function readStored(repair = false): { session: Session; storage: Storage } | null {
  for (const storage of storages()) {
    const session = readFrom(storage, repair);
    if (session) return { session, storage };
  }
  return null;
}

let stored = readStored(true);

function notify() {
  for (const listener of listeners) listener();
}

function write(session: Session, storage: Storage) {
  storage.setItem(KEYS.user, JSON.stringify(session.user));
  storage.setItem(KEYS.accessToken, session.accessToken);
  if (session.refreshToken) storage.setItem(KEYS.refreshToken, session.refreshToken);
  else storage.removeItem(KEYS.refreshToken);
  stored = { session, storage };
  notify();
}

/** The current session, or null when signed out. */
export const getSession = (): Session | null => stored?.session ?? null;

/** Re-reads the storage: another tab may have rotated the tokens or signed out. */
export function reloadSession(): Session | null {
  stored = readStored();
  return getSession();
}

export function subscribeSession(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function saveSession(session: Session, { remember }: { remember: boolean }) {
  for (const storage of storages()) removeFrom(storage);
  const storage = remember ? window.localStorage : window.sessionStorage;
  write(session, storage);
}

export function replaceTokens(accessToken: string, refreshToken: string) {
  if (!stored) return;
  write({ ...stored.session, accessToken, refreshToken }, stored.storage);
}

/** docs/product.md §4: a profile update replaces the stored user. */
export function replaceUser(user: SessionUser) {
  if (!stored) return;
  write({ ...stored.session, user }, stored.storage);
}

export function clearSession() {
  for (const storage of storages()) removeFrom(storage);
  if (!stored) return;
  stored = null;
  notify();
}

if (typeof window !== 'undefined') {
  // A sign-in, sign-out or token rotation in another tab reaches this one, so tabs never act on stale tokens.
  window.addEventListener('storage', (event) => {
    if (event.key !== null && !Object.values(KEYS).includes(event.key as never)) return;
    stored = readStored();
    notify();
  });
}
