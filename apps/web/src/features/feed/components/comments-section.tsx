import { Alert, Button, Group, Loader, Stack, Text, Textarea } from '@mantine/core';
import { errorMessages } from '@otousta/shared/messages/tr';
import { POST_LIMITS } from '@otousta/shared/options/posts';
import { type Comment, updateCommentSchema } from '@otousta/shared/schemas/posts';
import { characterCount, firstCharacters } from '@otousta/shared/text/characters';
import { type FormEvent, useState } from 'react';
import { ReportButton } from '../../../components/ui/report-button';
import { isApiError } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { useForm } from '../../../lib/use-form';
import { useComments, useCreateComment, useDeleteComment, useUpdateComment } from '../api/comments';
import { AuthorLine, authorName } from './author-line';

/** A pasted text is cut at the limit, and says so (docs/product.md §5). */
function limited(text: string): { text: string; error: string | null } {
  return characterCount(text) > POST_LIMITS.commentMax
    ? { text: firstCharacters(text, POST_LIMITS.commentMax), error: errorMessages.COMMENT_CONTENT_TOO_LONG }
    : { text, error: null };
}

/** The comment rules the API applies (docs/product.md §5: not empty, at most 500 characters), for writing and for editing. */
function useCommentForm(content: string) {
  const form = useForm({ initialValues: { content }, schema: updateCommentSchema });
  const onChange = (value: string) => {
    const next = limited(value);
    form.set('content', next.text);
    if (next.error) form.setErrors({ content: next.error });
  };
  return { form, onChange };
}

/** The comment text box with its counter, used to write and to edit. */
function CommentEditor({
  label,
  placeholder,
  value,
  onChange,
  submitLabel,
  onSubmit,
  onCancel,
  cancelLabel,
  pending,
  error,
  autoFocus,
}: {
  label: string;
  placeholder?: string;
  value: string;
  onChange: (value: string) => void;
  submitLabel: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  onCancel?: () => void;
  cancelLabel?: string;
  pending: boolean;
  error?: string | null;
  autoFocus?: boolean;
}) {
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap={4}>
        <Textarea
          aria-label={label}
          placeholder={placeholder}
          value={value}
          onChange={(event) => onChange(event.currentTarget.value)}
          autosize
          minRows={1}
          maxRows={5}
          autoFocus={autoFocus}
          error={error}
          errorProps={{ role: 'alert' }}
        />
        <Group justify="space-between">
          <Text size="xs" c="dimmed">
            {characterCount(value)}/{POST_LIMITS.commentMax}
          </Text>
          <Group gap="xs">
            {onCancel && (
              <Button variant="subtle" size="xs" onClick={onCancel} disabled={pending}>
                {cancelLabel ?? 'Vazgeç'}
              </Button>
            )}
            <Button type="submit" size="xs" disabled={!value.trim()} loading={pending}>
              {submitLabel}
            </Button>
          </Group>
        </Group>
      </Stack>
    </form>
  );
}

/** The server's reason for a refused comment, in Turkish. */
const refusal = (error: unknown, fallback: string) => (isApiError(error) ? error.message : fallback);

function CommentForm({
  postId,
  parent,
  onDone,
  autoFocus,
}: {
  postId: string;
  parent?: Comment;
  onDone?: () => void;
  autoFocus?: boolean;
}) {
  const { form, onChange } = useCommentForm('');
  const create = useCreateComment();
  return (
    <CommentEditor
      label={parent ? `${authorName(parent.authorId)} adlı kişiye yanıt yazın` : 'Yorum yazın'}
      placeholder={parent ? 'Yanıtınızı yazın...' : 'Yorum yazın...'}
      value={form.values.content}
      onChange={(value) => {
        onChange(value);
        create.reset();
      }}
      submitLabel={parent ? 'Yanıtla' : 'Gönder'}
      onSubmit={form.onSubmit(({ content }) => {
        // docs/product.md §5: no second comment while the first is in flight.
        if (create.isPending) return;
        create.mutate(
          { postId, content, parentCommentId: parent?.id },
          {
            onSuccess: () => {
              form.reset();
              onDone?.();
            },
          },
        );
      })}
      onCancel={onDone}
      pending={create.isPending}
      error={form.errors.content ?? (create.error ? refusal(create.error, 'Yorum gönderilemedi.') : null)}
      autoFocus={autoFocus}
    />
  );
}

/** Editing one's own comment in place: 'Kaydet' sends it, 'İptal' leaves it as it was. */
function CommentEditForm({ comment, postId, onDone }: { comment: Comment; postId: string; onDone: () => void }) {
  const { form, onChange } = useCommentForm(comment.content);
  const update = useUpdateComment();
  const content = form.values.content;
  // The rule broken as the person types first; otherwise why the server refused (its Turkish message).
  const error =
    form.errors.content ??
    (content.trim() ? null : errorMessages.COMMENT_CONTENT_REQUIRED) ??
    (update.error ? refusal(update.error, 'Yorum güncellenemedi.') : null);
  return (
    <CommentEditor
      label="Yorumu düzenle"
      value={content}
      onChange={(value) => {
        onChange(value);
        update.reset();
      }}
      submitLabel="Kaydet"
      onSubmit={form.onSubmit((data) => {
        if (!update.isPending) update.mutate({ postId, id: comment.id, content: data.content }, { onSuccess: onDone });
      })}
      onCancel={onDone}
      cancelLabel="İptal"
      pending={update.isPending}
      error={error}
      autoFocus
    />
  );
}

function CommentItem({
  comment,
  postId,
  replies,
  onSignInNeeded,
}: {
  comment: Comment;
  postId: string;
  replies: Comment[];
  onSignInNeeded: () => void;
}) {
  const { user } = useSession();
  const [replying, setReplying] = useState(false);
  const [editing, setEditing] = useState(false);
  const remove = useDeleteComment();
  const own = user?.id === comment.authorId.id;
  return (
    <Stack gap={6} component="li" className="feed-comment">
      <AuthorLine author={comment.authorId} createdAt={comment.createdAt} size="sm" />
      {editing ? (
        <div style={{ paddingLeft: 40 }}>
          <CommentEditForm comment={comment} postId={postId} onDone={() => setEditing(false)} />
        </div>
      ) : (
        <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} pl={40}>
          {comment.content}
        </Text>
      )}
      {!editing && (
        <Group gap="xs" pl={34}>
          {!comment.parentCommentId && (
            <Button variant="subtle" size="compact-xs" onClick={() => (user ? setReplying(true) : onSignInNeeded())}>
              Yanıtla
            </Button>
          )}
          {own && (
            <Button variant="subtle" size="compact-xs" onClick={() => setEditing(true)}>
              Yorumu düzenle
            </Button>
          )}
          {own && (
            <Button
              variant="subtle"
              color="red"
              size="compact-xs"
              loading={remove.isPending}
              onClick={() => remove.mutate({ postId, id: comment.id })}
            >
              Yorumu sil
            </Button>
          )}
          {!own && <ReportButton targetType="comment" targetId={comment.id} />}
        </Group>
      )}
      {replying && (
        <div style={{ paddingLeft: 40 }}>
          <CommentForm postId={postId} parent={comment} onDone={() => setReplying(false)} autoFocus />
        </div>
      )}
      {replies.length > 0 && (
        <Stack gap="sm" component="ul" pl={40} m={0} style={{ listStyle: 'none' }} aria-label="Yanıtlar">
          {replies.map((reply) => (
            <CommentItem key={reply.id} comment={reply} postId={postId} replies={[]} onSignInNeeded={onSignInNeeded} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}

/** The expandable comments of a post: oldest first, replies under the comment they answer (docs/product.md §2). */
export function CommentsSection({ postId, onSignInNeeded }: { postId: string; onSignInNeeded: () => void }) {
  const { user } = useSession();
  const comments = useComments(postId, true);
  const all = comments.data?.pages.flatMap((page) => page.comments) ?? [];
  const ids = new Set(all.map((c) => c.id));
  const roots = all.filter((c) => !c.parentCommentId || !ids.has(c.parentCommentId));
  const repliesOf = (id: string) => all.filter((c) => c.parentCommentId === id);

  return (
    <Stack gap="sm" mt="xs">
      {comments.isPending && <Loader size="sm" aria-label="Yorumlar yükleniyor" />}
      {comments.isError && (
        <Alert color="red" variant="light">
          Yorumlar yüklenemedi.
        </Alert>
      )}
      {comments.isSuccess && all.length === 0 && (
        <Text size="sm" c="dimmed">
          Henüz yorum yok. İlk yorumu siz yazın.
        </Text>
      )}
      {roots.length > 0 && (
        <Stack gap="md" component="ul" m={0} p={0} style={{ listStyle: 'none' }} aria-label="Yorumlar">
          {roots.map((comment) => (
            <CommentItem
              key={comment.id}
              comment={comment}
              postId={postId}
              replies={repliesOf(comment.id)}
              onSignInNeeded={onSignInNeeded}
            />
          ))}
        </Stack>
      )}
      {comments.hasNextPage && (
        <Button
          variant="subtle"
          size="xs"
          onClick={() => comments.fetchNextPage()}
          loading={comments.isFetchingNextPage}
        >
          Daha fazla yorum
        </Button>
      )}
      {user ? (
        <CommentForm postId={postId} />
      ) : (
        <Button variant="light" size="xs" onClick={onSignInNeeded}>
          Yorum yapmak için giriş yapın
        </Button>
      )}
    </Stack>
  );
}
