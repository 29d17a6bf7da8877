import { Alert, Button, Group, Rating, Stack, Text, Textarea, Title } from '@mantine/core';
import { errorMessages } from '@otousta/shared/messages/tr';
import { REVIEW_LIMITS, reviewCommentLength, updateReviewSchema } from '@otousta/shared/schemas/reviews';
import { IconAlertCircle } from '@tabler/icons-react';
import { useId } from 'react';
import { isApiError } from '../../../lib/api-client';
import { useForm } from '../../../lib/use-form';
import { useSaveReview } from '../api/save-review';

export interface ReviewFormProps {
  businessId: string;
  /** Editing: the review and its values pre-fill the form (docs/product.md §2 'Reviews UI'). */
  editing?: { id: string; rating: number; comment: string };
  onDone: () => void;
  onCancel?: () => void;
  /** A second review of the business was refused: the message, to show beside the existing review. */
  onExists?: (message: string) => void;
}

/** docs/product.md §2, §5: rating 1-5 (default 5), comment 10-500 characters with a counter; submit disabled below 10. */
export function ReviewForm({ businessId, editing, onDone, onCancel, onExists }: ReviewFormProps) {
  const form = useForm({
    initialValues: { rating: editing?.rating ?? REVIEW_LIMITS.defaultRating, comment: editing?.comment ?? '' },
    schema: updateReviewSchema,
  });
  const save = useSaveReview({ onSaved: onDone, onExists });
  const titleId = useId();
  const counterId = useId();
  const length = reviewCommentLength(form.values.comment);
  const tooShort = length < REVIEW_LIMITS.commentMin;

  const submit = form.onSubmit(({ rating, comment }) => {
    if (save.isPending) return;
    save.mutate({ businessId, reviewId: editing?.id, rating, comment }, { onError: form.showServerErrors });
  });

  return (
    <Stack component="form" gap="sm" onSubmit={submit} aria-labelledby={titleId}>
      <Title order={3} fz="md" id={titleId}>
        {editing ? 'Değerlendirmeyi Düzenle' : 'Değerlendirme Yap'}
      </Title>
      <fieldset style={{ border: 0, padding: 0, margin: 0 }}>
        <Text component="legend" size="sm" fw={500} mb={4}>
          Puanınız
        </Text>
        <Rating
          value={form.values.rating}
          onChange={(value) => form.set('rating', value)}
          size="lg"
          getSymbolLabel={(value) => `${value} yıldız`}
        />
      </fieldset>
      <Textarea
        label="Yorumunuz"
        placeholder="Deneyiminizi anlatın (en az 10 karakter)"
        autosize
        minRows={3}
        maxRows={8}
        maxLength={REVIEW_LIMITS.commentMax}
        {...form.text('comment')}
        aria-describedby={counterId}
      />
      <Group justify="space-between" gap="xs">
        <Text size="xs" c={tooShort && length > 0 ? 'red.8' : 'dimmed'} id={counterId}>
          {tooShort ? `${errorMessages.REVIEW_COMMENT_TOO_SHORT} · ` : ''}
          {length}/{REVIEW_LIMITS.commentMax}
        </Text>
        <Group gap="xs">
          {onCancel && (
            <Button variant="default" onClick={onCancel} disabled={save.isPending}>
              İptal
            </Button>
          )}
          <Button type="submit" disabled={tooShort} loading={save.isPending}>
            {editing ? 'Güncelle' : 'Değerlendirmeyi Gönder'}
          </Button>
        </Group>
      </Group>
      {save.isError && (
        <Alert color="red" variant="light" icon={<IconAlertCircle size={18} aria-hidden />} role="alert">
          Değerlendirme gönderilirken hata oluştu
          {isApiError(save.error) && save.error.message ? `: ${save.error.message}` : ''}
        </Alert>
      )}
    </Stack>
  );
}
