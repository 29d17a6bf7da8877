import { Alert, Button, Center, Divider, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import type { Review } from '@otousta/shared/schemas/reviews';
import { REVIEW_LIMITS } from '@otousta/shared/schemas/reviews';
import { REVIEW_FORM_PARAM } from '@otousta/shared/seo/app-paths';
import { IconAlertCircle, IconLogin, IconMessageReply, IconPencil, IconTrash } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { paths, signInHref } from '../../../app/paths';
import { ConfirmAction } from '../../../components/ui/confirm-action';
import { Pagination } from '../../../components/ui/pagination/pagination';
import { ReportButton } from '../../../components/ui/report-button';
import { ReviewForm } from '../../../components/ui/review-form';
import { useSession } from '../../../lib/session';
import { useHere } from '../../../lib/use-here';
import { useLiveRefresh } from '../../../lib/use-live-refresh';
import { useDeleteReply } from '../api/delete-reply';
import { useDeleteReview } from '../api/delete-review';
import { useBusinessReviews } from '../api/get-business-reviews';
import { useMyReview } from '../api/get-my-review';
import { useSaveReview } from '../api/save-review';
import { ReplyForm } from './reply-form';
import { ReviewItem } from './review-item';

export interface ReviewsSectionProps {
  businessId: string;
  /** Called after a review was written, changed or deleted: the business's rating changed too. */
  onChanged?: () => void;
}

function SignInPrompt() {
  const here = useHere();
  return (
    <Paper withBorder p="md" radius="md">
      <Group justify="space-between" gap="sm">
        <Text>Değerlendirme yapmak için giriş yapmalısınız.</Text>
        <Button component={Link} to={signInHref(here)} leftSection={<IconLogin size={16} aria-hidden />}>
          Giriş Yap
        </Button>
      </Group>
    </Paper>
  );
}

interface DeleteButtonProps {
  /** The button's text; the title unless told otherwise. */
  label?: string;
  /** The dialog's title, and its confirm button's label. */
  title: string;
  failure: string;
  question: string;
  onConfirm: () => Promise<unknown>;
}

/** A small red delete button under a review, which asks first in the site's confirm dialog. */
function DeleteButton({ title, label = title, failure, question, onConfirm }: DeleteButtonProps) {
  return (
    <ConfirmAction title={title} failure={failure} question={question} onConfirm={onConfirm}>
      {(ask) => (
        <Button size="xs" variant="default" color="red" leftSection={<IconTrash size={14} aria-hidden />} onClick={ask}>
          {label}
        </Button>
      )}
    </ConfirmAction>
  );
}

/** The signed-in visitor's own review: the form when there is none, else the review with edit and delete. */
function MyReview({
  businessId,
  reviewerId,
  onChanged,
  invited,
}: ReviewsSectionProps & { reviewerId: string; invited: boolean }) {
  const mine = useMyReview(reviewerId, businessId);
  const [editing, setEditing] = useState(false);
  // Opened from a completed job's link: the form comes into view with the focus on its stars once it is there, after
  // the page, the session and the visitor's own review have loaded (on a fresh page load that is well after mounting).
  const form = useRef<HTMLDivElement>(null);
  const invitation = invited && !mine.isPending && !mine.data;
  useEffect(() => {
    if (!invitation || !form.current) return;
    form.current.scrollIntoView({ block: 'center' });
    form.current.querySelector<HTMLInputElement>('input[type="radio"]:checked')?.focus({ preventScroll: true });
  }, [invitation]);
  // Set when a second review was refused: the user sees why, and their existing review to edit.
  const [exists, setExists] = useState<string | null>(null);
  const save = useSaveReview({
    onSaved: () => {
      setEditing(false);
      onChanged?.();
    },
    onExists: (message) => {
      setExists(message);
      // The review written elsewhere changed the business's rating and count too.
      onChanged?.();
    },
  });
  const remove = useDeleteReview({
    onDeleted: () => {
      setExists(null);
      onChanged?.();
    },
  });

  if (mine.isPending) {
    return (
      <Center py="md">
        <Loader size="sm" aria-label="Yükleniyor" />
      </Center>
    );
  }
  const review = mine.data ?? null;
  if (!review || editing) {
    return (
      <Paper withBorder p="md" radius="md" ref={form}>
        <ReviewForm
          key={review?.id ?? 'new'}
          unrated={invited && !editing}
          title={editing ? 'Değerlendirmeyi Düzenle' : 'Değerlendirme Yap'}
          placeholder="Deneyiminizi anlatın (en az 10 karakter)"
          editing={editing && review ? review : undefined}
          onSave={(values) => save.mutateAsync({ businessId, reviewId: editing ? review?.id : undefined, ...values })}
          saving={save.isPending}
          error={save.error}
          onCancel={editing ? () => setEditing(false) : undefined}
        />
      </Paper>
    );
  }
  return (
    <Paper withBorder p="md" radius="md" bg="var(--mantine-color-blue-light)">
      {exists && (
        <Alert color="yellow" variant="light" role="status" mb="sm" icon={<IconAlertCircle size={18} aria-hidden />}>
          {exists}
        </Alert>
      )}
      <Title order={3} fz="md" mb="sm">
        Değerlendirmeniz
      </Title>
      <ReviewItem
        review={review}
        actions={
          <Group gap="xs" mt={4}>
            <Button
              size="xs"
              variant="default"
              leftSection={<IconPencil size={14} aria-hidden />}
              onClick={() => {
                setExists(null);
                setEditing(true);
              }}
            >
              Düzenle
            </Button>
            <DeleteButton
              label="Sil"
              title="Değerlendirmeyi Sil"
              failure="Değerlendirme silinemedi"
              question="Değerlendirmenizi silmek istediğinizden emin misiniz?"
              onConfirm={() => remove.mutateAsync(review.id)}
            />
          </Group>
        }
      />
    </Paper>
  );
}

/** The reviewed business's answer controls under a review: write, edit or remove its one public reply. */
function ReplyActions({ review }: { review: Review }) {
  const [writing, setWriting] = useState(false);
  const remove = useDeleteReply();
  if (writing) {
    return <ReplyForm reviewId={review.id} initial={review.reply?.content} onDone={() => setWriting(false)} />;
  }
  return (
    <Group gap="xs" mt={4}>
      <Button
        size="xs"
        variant="default"
        leftSection={<IconMessageReply size={14} aria-hidden />}
        onClick={() => setWriting(true)}
      >
        {review.reply ? 'Yanıtı Düzenle' : 'Yanıtla'}
      </Button>
      {review.reply && (
        <DeleteButton
          title="Yanıtı Sil"
          failure="Yanıt silinemedi"
          question="Bu değerlendirmeye yazdığınız yanıtı silmek istediğinizden emin misiniz?"
          onConfirm={() => remove.mutateAsync(review.id)}
        />
      )}
    </Group>
  );
}

/**
 * docs/product.md §2 'Reviews': the list with paging and the review form. The visitor's own review shows once, in
 * 'Değerlendirmeniz', and is left out of the list below (nobody reports their own review); the reviewed business
 * answers each review under it.
 */
export function ReviewsSection({ businessId, onChanged }: ReviewsSectionProps) {
  const { user } = useSession();
  const [page, setPage] = useState(1);
  const list = useBusinessReviews(businessId, page);
  const own = user?.id === businessId;
  // The business watching its own page sees a new review or a reply come in without a reload.
  useLiveRefresh(['review'], ['reviews']);
  // A completed job's 'Değerlendir' opens the form with no stars chosen.
  const [params] = useSearchParams();
  const invited = params.has(REVIEW_FORM_PARAM);

  return (
    <Stack gap="lg">
      {!user ? (
        <SignInPrompt />
      ) : own ? (
        <Text c="dimmed">Kendi işletmenizi değerlendiremezsiniz.</Text>
      ) : (
        <MyReview businessId={businessId} reviewerId={user.id} onChanged={onChanged} invited={invited} />
      )}
      <Text size="sm" c="dimmed">
        Değerlendirmeler en yeniden eskiye sıralanır; olumsuz değerlendirmeler de yayımlanır.{' '}
        <Text component={Link} to={paths.reviewPolicy} size="sm" c="blue" td="underline">
          Değerlendirme politikası
        </Text>
      </Text>
      <Divider />
      {list.isPending ? (
        <Center py="lg">
          <Loader aria-label="Yükleniyor" />
        </Center>
      ) : list.isError && !list.data ? (
        <Alert color="red" variant="light" role="alert" title="Hata">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">Değerlendirmeler yüklenemedi</Text>
            <Button size="xs" onClick={() => void list.refetch()}>
              Tekrar Dene
            </Button>
          </Stack>
        </Alert>
      ) : list.data.pagination.total === 0 ? (
        <Text c="dimmed" ta="center" py="lg">
          Henüz değerlendirme yapılmamış
        </Text>
      ) : (
        <Stack gap="md" aria-busy={list.isFetching}>
          <Stack component="ul" gap="md" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Değerlendirmeler">
            {list.data.reviews
              .filter((review) => review.reviewerId.id !== user?.id)
              .map((review) => (
                <li key={review.id}>
                  <ReviewItem
                    review={review}
                    actions={
                      own ? <ReplyActions review={review} /> : <ReportButton targetType="review" targetId={review.id} />
                    }
                  />
                </li>
              ))}
          </Stack>
          {list.data.pagination.pages > 1 && (
            <Pagination
              total={list.data.pagination.total}
              page={page}
              pageSize={REVIEW_LIMITS.pageSize}
              onPageChange={setPage}
              disabled={list.isFetching}
              label="Değerlendirme sayfaları"
            />
          )}
        </Stack>
      )}
    </Stack>
  );
}
