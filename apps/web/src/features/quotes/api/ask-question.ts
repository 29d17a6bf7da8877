import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST /api/quotes/{id}/question: the business asks in its chat with the customer (opened when there is none). */
export const askQuestion = ({ quoteId, content }: { quoteId: string; content: string }) =>
  api.post<{ conversationId: string }>(`/quotes/${encodeURIComponent(quoteId)}/question`, { content });

export const useAskQuestion = () => useMutation({ mutationFn: askQuestion });
