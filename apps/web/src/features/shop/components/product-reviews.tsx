import { Badge, Button, Group, Paper, Rating, Stack, Text, Textarea, Title } from '@mantine/core';
import { type ProductReview, productReviewReplySchema } from '@otousta/shared/schemas/product-reviews';
import { REVIEW_LIMITS } from '@otousta/shared/schemas/reviews';
import { IconRosetteDiscountCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { FormError } from '../../../components/ui/form-error';
import { LoadFailed } from '../../../components/ui/load-failed';
import { CountedPages } from '../../../components/ui/pagination/list-pages';
import { ReviewForm } from '../../../components/ui/review-form';
import { useSession } from '../../../lib/session';
import { formatDateTime } from '../../../lib/shop-format';
import { useForm } from '../../../lib/use-form';
import { useProductReviews, useReplyToProductReview, useSaveProductReview } from '../api/product-reviews';

/** The buyer's review of the product, new or edited, in the form businesses are reviewed with. */
function ProductReviewForm({
  productId,
  editing,
  onDone,
}: {
  productId: string;
  editing?: ProductReview;
  onDone: () => void;
}) {
  const save = useSaveProductReview(productId);
  return (
    <Paper withBorder p="md" radius="md">
      <ReviewForm
        title={editing ? 'Değerlendirmenizi Düzenleyin' : 'Bu Ürünü Değerlendirin'}
        placeholder="Ürünü anlatın (en az 10 karakter)"
        editing={editing}
        onSave={(values) => save.mutateAsync({ reviewId: editing?.id, ...values }).then(onDone)}
        saving={save.isPending}
        error={save.error}
        onCancel={editing ? onDone : undefined}
      />
    </Paper>
  );
}

function ReplyForm({ review }: { review: ProductReview }) {
  const [open, setOpen] = useState(false);
  const form = useForm({ initialValues: { reply: '' }, schema: productReviewReplySchema });
  const reply = useReplyToProductReview();
  if (!open) {
    return (
      <Button variant="subtle" size="xs" onClick={() => setOpen(true)} w="fit-content">
        Yanıtla
      </Button>
    );
  }
  const submit = form.onSubmit(({ reply: text }) =>
    reply.mutate({ reviewId: review.id, reply: text }, { onError: form.showServerErrors }),
  );
  return (
    <Stack component="form" gap="xs" onSubmit={submit} aria-label="Değerlendirmeye yanıt">
      <Textarea
        label="Satıcı yanıtı"
        autosize
        minRows={2}
        maxLength={REVIEW_LIMITS.commentMax}
        {...form.text('reply')}
      />
      <Group gap="xs">
        <Button type="submit" size="xs" loading={reply.isPending}>
          Yanıtı Gönder
        </Button>
        <Button variant="default" size="xs" onClick={() => setOpen(false)}>
          İptal
        </Button>
      </Group>
      <FormError>{reply.isError ? reply.error.message : null}</FormError>
    </Stack>
  );
}

function ReviewItem({
  review,
  isSeller,
  mine,
  onEdit,
}: {
  review: ProductReview;
  isSeller: boolean;
  mine: boolean;
  onEdit: () => void;
}) {
  return (
    <Paper withBorder p="md" radius="md" component="article" aria-label={`${review.author.name} değerlendirmesi`}>
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Group gap="xs" wrap="wrap">
          <Text fw={700}>{review.author.name}</Text>
          <Badge variant="light" color="teal" leftSection={<IconRosetteDiscountCheck size={14} aria-hidden />}>
            Doğrulanmış alışveriş
          </Badge>
        </Group>
        <Text size="xs" c="dimmed">
          {formatDateTime(review.createdAt)}
        </Text>
      </Group>
      <Group gap={6} mt={4}>
        <Rating value={review.rating} readOnly size="sm" aria-hidden />
        <Text size="xs" c="dimmed">
          {review.rating}/5
        </Text>
      </Group>
      <Text mt="xs" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
        {review.comment}
      </Text>
      {mine && (
        <Button variant="subtle" size="xs" mt="xs" onClick={onEdit}>
          Düzenle
        </Button>
      )}
      {review.reply ? (
        <Paper bg="gray.0" p="sm" mt="sm" radius="sm">
          <Text size="sm" fw={600}>
            Satıcının yanıtı
          </Text>
          <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
            {review.reply.text}
          </Text>
        </Paper>
      ) : (
        isSeller && (
          <Stack mt="xs">
            <ReplyForm review={review} />
          </Stack>
        )
      )}
    </Paper>
  );
}

/**
 * The product's reviews (docs/product.md 'Product reviews'): only buyers of a delivered order write one, once, and
 * may edit it; the seller replies once. The rating above them is theirs.
 */
export function ProductReviews({
  productId,
  sellerId,
  rating,
  reviewCount,
}: {
  productId: string;
  sellerId: string;
  rating: number;
  reviewCount: number;
}) {
  const { user } = useSession();
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState(false);
  const reviews = useProductReviews(productId, page);
  const isSeller = user?.id === sellerId;
  return (
    <section aria-labelledby="product-reviews" id="degerlendirmeler">
      <Group justify="space-between" mt="xl" mb="sm" wrap="wrap">
        <Title order={2} fz="h3" id="product-reviews">
          Değerlendirmeler
        </Title>
        {reviewCount > 0 && (
          <Group gap={6}>
            <Rating value={rating} fractions={10} readOnly aria-hidden />
            <Text fw={700}>{rating.toFixed(1).replace('.', ',')}</Text>
            <Text c="dimmed" size="sm">
              ({reviewCount} değerlendirme)
            </Text>
          </Group>
        )}
      </Group>
      {reviews.isPending ? (
        <Text c="dimmed">Değerlendirmeler yükleniyor…</Text>
      ) : reviews.isError ? (
        <LoadFailed
          title="Değerlendirmeler yüklenemedi"
          message={reviews.error.message}
          onRetry={() => void reviews.refetch()}
        />
      ) : (
        <Stack gap="sm">
          {reviews.data.canReview && <ProductReviewForm productId={productId} onDone={() => setPage(1)} />}
          {editing && reviews.data.mine && (
            <ProductReviewForm productId={productId} editing={reviews.data.mine} onDone={() => setEditing(false)} />
          )}
          {reviews.data.reviews.length === 0 ? (
            <Text c="dimmed">
              Bu ürün henüz değerlendirilmedi. Değerlendirmeleri yalnızca ürünü satın alıp teslim almış alıcılar
              yazabilir.
            </Text>
          ) : (
            reviews.data.reviews.map((review) => (
              <ReviewItem
                key={review.id}
                review={review}
                isSeller={isSeller}
                mine={!!user && review.author.id === user.id && !editing}
                onEdit={() => setEditing(true)}
              />
            ))
          )}
          <CountedPages
            pagination={reviews.data.pagination}
            page={page}
            onPageChange={setPage}
            label="Değerlendirme sayfaları"
          />
        </Stack>
      )}
    </section>
  );
}
