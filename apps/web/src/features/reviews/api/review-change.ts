import { useMutation, useQueryClient } from '@tanstack/react-query';

/**
 * A change to a review or its reply: once the server takes it every review list reloads, then `onDone` runs (the
 * form closes, the dialog ends).
 */
export function useReviewChange<V, R>(mutationFn: (variables: V) => Promise<R>, onDone?: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ['reviews'] });
      onDone?.();
    },
  });
}
