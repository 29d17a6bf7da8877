import type { AccountSession } from '@otousta/shared/schemas/account';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { sessionsQueryOptions } from './get-sessions';

/** DELETE /api/auth/sessions/{id} → 204: that device is signed out at its next request. */
export const endSession = (id: string) => api.delete<void>(`/auth/sessions/${encodeURIComponent(id)}`);

export function useEndSession() {
  const queryClient = useQueryClient();
  const { queryKey } = sessionsQueryOptions();
  return useMutation({
    mutationFn: endSession,
    onSuccess: (_nothing, id) => {
      queryClient.setQueryData(queryKey, (sessions: AccountSession[] | undefined) =>
        sessions?.filter((session) => session.id !== id),
      );
      return queryClient.invalidateQueries({ queryKey });
    },
  });
}
