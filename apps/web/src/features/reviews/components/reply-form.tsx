import { Button, Stack } from '@mantine/core';
import { REVIEW_LIMITS, reviewReplyInputSchema } from '@otousta/shared/schemas/reviews';
import { characterCount } from '@otousta/shared/text/characters';
import { CountedTextarea } from '../../../components/ui/counted-textarea';
import { FormError } from '../../../components/ui/form-error';
import { errorText } from '../../../lib/error-text';
import { useForm } from '../../../lib/use-form';
import { useSaveReply } from '../api/save-reply';

/** The reviewed business's answer to one review: 10-1000 characters, written once and edited after. */
export function ReplyForm({ reviewId, initial, onDone }: { reviewId: string; initial?: string; onDone: () => void }) {
  const form = useForm({ initialValues: { content: initial ?? '' }, schema: reviewReplyInputSchema });
  const save = useSaveReply({ onSaved: onDone });
  const length = characterCount(form.values.content.trim());
  const submit = form.onSubmit(({ content }) => {
    if (!save.isPending) save.mutate({ reviewId, content }, { onError: form.showServerErrors });
  });
  return (
    <Stack component="form" gap="xs" onSubmit={submit} mt="xs">
      <CountedTextarea
        label="İşletme yanıtı"
        placeholder="Müşterinize herkese açık bir yanıt yazın (en az 10 karakter)"
        minRows={2}
        maxRows={6}
        {...form.text('content')}
        length={length}
        max={REVIEW_LIMITS.replyMax}
        actions={
          <>
            <Button variant="default" size="xs" onClick={onDone} disabled={save.isPending}>
              İptal
            </Button>
            <Button type="submit" size="xs" loading={save.isPending} disabled={length < REVIEW_LIMITS.replyMin}>
              {initial ? 'Yanıtı Güncelle' : 'Yanıtı Yayınla'}
            </Button>
          </>
        }
      />
      <FormError>{save.isError ? errorText(save.error) : null}</FormError>
    </Stack>
  );
}
