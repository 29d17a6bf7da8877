import type { LoginResponse } from '@otousta/shared/schemas/auth';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';
import { api, isApiError } from './api-client';
import {
  clearSession,
  getSession,
  replaceUser,
  type SessionUser,
  saveSession,
  subscribeSession,
} from './session-store';
import { closeSocket, openSocket } from './socket';

export type { SessionUser } from './session-store';

/** docs/product.md §4: sign-in stores the user and both tokens. */
function signIn(result: LoginResponse, { remember }: { remember: boolean }) {
  saveSession(
    { user: result.user, accessToken: result.access_token, refreshToken: result.refresh_token },
    { remember },
  );
}

type SignOutStep = () => Promise<void>;
const signOutSteps = new Set<SignOutStep>();

/**
 * Work a feature does on sign-out while the session still holds, e.g. this device stops receiving the account's
 * pushes. A step that fails does not stop the sign-out.
 */
export function beforeSignOut(step: SignOutStep): () => void {
  signOutSteps.add(step);
  return () => {
    signOutSteps.delete(step);
  };
}

/** docs/product.md §4: sign-out tells the server, then always clears the session, whatever the server answered. */
async function signOut() {
  await Promise.allSettled([...signOutSteps].map((step) => step()));
  const refreshToken = getSession()?.refreshToken;
  try {
    if (refreshToken) await api.post('/auth/logout', { refresh_token: refreshToken }, { refresh: false });
  } catch (error) {
    // docs/product.md §8: a failed logout is only logged; the local session ends anyway.
    console.warn('Çıkış isteği başarısız:', error);
  }
  clearSession();
}

/** The signed-in user and the session's actions. */
export function useSession() {
  const session = useSyncExternalStore(subscribeSession, getSession, () => null);
  return {
    user: session?.user ?? null,
    isSignedIn: session !== null,
    signIn,
    signOut,
    /** docs/product.md §4: a profile update replaces the stored user. */
    updateUser: (user: SessionUser) => replaceUser(user),
  };
}

/**
 * Keeps the session's side effects in step with it (docs/product.md §4): while signed in, the realtime socket is open
 * and the user's details are refreshed once in the background; when the session ends, the socket closes and cached
 * private data is dropped.
 */
export function SessionEffects() {
  const { user } = useSession();
  const userId = user?.id ?? null;
  const queryClient = useQueryClient();

  useEffect(() => {
    if (!userId) return;
    openSocket().catch((error: unknown) => console.warn('Anlık bağlantı açılamadı:', error));
    const controller = new AbortController();
    api
      .get<{ user: SessionUser }>('/auth/profile', { signal: controller.signal })
      .then(({ user: fresh }) => replaceUser(fresh))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        // docs/product.md §8: a failed session check is logged and clears the session — when the server rejected it (a
        // disabled or deleted account); an unreachable server says nothing about the session, so it stays.
        console.warn('Oturum doğrulanamadı:', error);
        if (isApiError(error) && [401, 403, 404].includes(error.statusCode)) clearSession();
      });
    return () => {
      controller.abort();
      closeSocket();
      queryClient.removeQueries();
    };
  }, [userId, queryClient]);

  return null;
}
