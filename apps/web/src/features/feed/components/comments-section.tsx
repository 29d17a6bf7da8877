import { Alert, Button, Group, Loader, Stack, Text, Textarea } from '@mantine/core';
import { errorMessages } from '@otousta/shared/messages/tr';
import { POST_LIMITS } from '@otousta/shared/options/posts';
import type { Comment } from '@otousta/shared/schemas/posts';
import { useState } from 'react';
import { ReportButton } from '../../../components/ui/report-button';
import { isApiError } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { useComments, useCreateComment, useDeleteComment, useUpdateComment } from '../api/comments';
import { AuthorLine, authorName } from './author-line';

/** The comment text box with its counter (spec §5: at most 500 characters), used to write and to edit. */
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
  onSubmit: () => void;
  onCancel?: () => void;
  cancelLabel?: string;
  pending: boolean;
  error?: string | null;
  autoFocus?: boolean;
}) {
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        // Spec §5: an empty comment is not sent, nor a second one while the first is in flight.
        if (value.trim() && !pending) onSubmit();
      }}
    >
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
            {value.length}/{POST_LIMITS.commentMax}
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

/** A pasted text is cut at the limit, and says so (spec §5). */
function limited(text: string): { text: string; error: string | null } {
  return text.length > POST_LIMITS.commentMax
    ? { text: text.slice(0, POST_LIMITS.commentMax), error: errorMessages.COMMENT_CONTENT_TOO_LONG }
    : { text, error: null };
}

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
  const [content, setContent] = useState('');
  const [tooLong, setTooLong] = useState<string | null>(null);
  const create = useCreateComment();
  return (
    <CommentEditor
      label={parent ? `${authorName(parent.authorId)} adlı kişiye yanıt yazın` : 'Yorum yazın'}
      placeholder={parent ? 'Yanıtınızı yazın...' : 'Yorum yazın...'}
      value={content}
      onChange={(value) => {
        const next = limited(value);
        setContent(next.text);
        setTooLong(next.error);
      }}
      submitLabel={parent ? 'Yanıtla' : 'Gönder'}
      onSubmit={() =>
        create.mutate(
          { postId, content: content.trim(), parentCommentId: parent?.id },
          {
            onSuccess: () => {
              setContent('');
              onDone?.();
            },
          },
        )
      }
      onCancel={onDone}
      pending={create.isPending}
      error={tooLong}
      autoFocus={autoFocus}
    />
  );
}

/** Editing one's own comment in place: 'Kaydet' sends it, 'İptal' leaves it as it was. */
function CommentEditForm({ comment, postId, onDone }: { comment: Comment; postId: string; onDone: () => void }) {
  const [content, setContent] = useState(comment.content);
  const [tooLong, setTooLong] = useState<string | null>(null);
  const update = useUpdateComment();
  // The rule broken as the person types first; otherwise why the server refused (its Turkish message).
  const error =
    tooLong ??
    (content.trim() ? null : errorMessages.COMMENT_CONTENT_REQUIRED) ??
    (update.error ? (isApiError(update.error) ? update.error.message : 'Yorum güncellenemedi.') : null);
  return (
    <CommentEditor
      label="Yorumu düzenle"
      value={content}
      onChange={(value) => {
        const next = limited(value);
        setContent(next.text);
        setTooLong(next.error);
        update.reset();
      }}
      submitLabel="Kaydet"
      onSubmit={() => update.mutate({ postId, id: comment.id, content: content.trim() }, { onSuccess: onDone })}
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

/** The expandable comments of a post: oldest first, replies under the comment they answer (spec §2). */
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
