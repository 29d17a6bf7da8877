import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';

/**
 * A write after which what it changed is read again: the queries under `refreshes` go stale once it succeeded, or once
 * it `settled` either way, for writes whose refusal can mean the screen was out of date (a slot just taken).
 */
export function useRefreshingMutation<TData, TVariables>(
  mutationFn: (variables: TVariables) => Promise<TData>,
  refreshes: QueryKey,
  when: 'succeeded' | 'settled' = 'succeeded',
) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: refreshes });
  return useMutation({ mutationFn, ...(when === 'settled' ? { onSettled: refresh } : { onSuccess: refresh }) });
}
