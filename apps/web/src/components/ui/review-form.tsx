import { Button, Rating, Stack, Text, Title } from '@mantine/core';
import { errorMessages } from '@otousta/shared/messages/tr';
import { REVIEW_LIMITS, reviewCommentLength, updateReviewSchema } from '@otousta/shared/schemas/reviews';
import { useId } from 'react';
import { isApiError } from '../../lib/api-client';
import { useForm } from '../../lib/use-form';
import { CountedTextarea } from './counted-textarea';
import { FormError } from './form-error';

export interface ReviewValues {
  rating: number;
  comment: string;
}

export interface ReviewFormProps {
  /** The form's heading, e.g. 'Değerlendirme Yap' or 'Bu Ürünü Değerlendirin'. */
  title: string;
  placeholder: string;
  /** Editing: the review's values pre-fill the form and the button says 'Güncelle'. */
  editing?: ReviewValues;
  /** Sends the values; a refusal's field messages are shown under the fields. */
  onSave: (values: ReviewValues) => Promise<unknown>;
  saving: boolean;
  /** The last send's failure, if any. */
  error: Error | null;
  onCancel?: () => void;
  /** No stars chosen at first (an invitation to review a job): the customer picks them. */
  unrated?: boolean;
}

/**
 * A rating and a comment, as businesses and products are reviewed alike (docs/product.md §2, §5 and 'Product
 * reviews'): 1–5 stars (default 5), 10–500 characters with a counter; sending is disabled below 10.
 */
export function ReviewForm({ title, placeholder, editing, onSave, saving, error, onCancel, unrated }: ReviewFormProps) {
  const form = useForm({
    initialValues: {
      rating: editing?.rating ?? (unrated ? 0 : REVIEW_LIMITS.defaultRating),
      comment: editing?.comment ?? '',
    },
    schema: updateReviewSchema,
  });
  const titleId = useId();
  const length = reviewCommentLength(form.values.comment);
  const tooShort = length < REVIEW_LIMITS.commentMin;
  const noStars = form.values.rating < 1;

  const submit = form.onSubmit((values) => {
    if (saving) return;
    onSave(values).catch(form.showServerErrors);
  });

  return (
    <Stack component="form" gap="sm" onSubmit={submit} aria-labelledby={titleId}>
      <Title order={3} fz="md" id={titleId}>
        {title}
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
        {noStars && (
          <Text size="xs" c="dimmed" mt={4}>
            Puan vermek için yıldızlardan birini seçin.
          </Text>
        )}
      </fieldset>
      <CountedTextarea
        label="Yorumunuz"
        placeholder={placeholder}
        minRows={3}
        maxRows={8}
        {...form.text('comment')}
        length={length}
        max={REVIEW_LIMITS.commentMax}
        unmet={tooShort ? errorMessages.REVIEW_COMMENT_TOO_SHORT : undefined}
        actions={
          <>
            {onCancel && (
              <Button variant="default" onClick={onCancel} disabled={saving}>
                İptal
              </Button>
            )}
            <Button type="submit" disabled={tooShort || noStars} loading={saving}>
              {editing ? 'Güncelle' : 'Değerlendirmeyi Gönder'}
            </Button>
          </>
        }
      />
      <FormError>
        {error &&
          `Değerlendirme gönderilirken hata oluştu${isApiError(error) && error.message ? `: ${error.message}` : ''}`}
      </FormError>
    </Stack>
  );
}
