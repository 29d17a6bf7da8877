import { Alert, Button, Group, Loader, Stack, Text, Textarea } from '@mantine/core';
import { type Comment, POST_LIMITS } from '@otousta/shared/schemas/posts';
import { useState } from 'react';
import { ReportButton } from '../../../components/ui/report-button';
import { useSession } from '../../../lib/session';
import { useComments, useCreateComment, useDeleteComment } from '../api/comments';
import { AuthorLine, authorName } from './author-line';

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
  const create = useCreateComment();
  const trimmed = content.trim();
  const submit = () => {
    // Spec §5: an empty comment is not sent, nor a second one while the first is in flight.
    if (!trimmed || create.isPending) return;
    create.mutate(
      { postId, content: trimmed, parentCommentId: parent?.id },
      {
        onSuccess: () => {
          setContent('');
          onDone?.();
        },
      },
    );
  };
  const label = parent ? `${authorName(parent.authorId)} adlı kişiye yanıt yazın` : 'Yorum yazın';
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Stack gap={4}>
        <Textarea
          aria-label={label}
          placeholder={parent ? 'Yanıtınızı yazın...' : 'Yorum yazın...'}
          value={content}
          onChange={(event) => setContent(event.currentTarget.value.slice(0, POST_LIMITS.commentMax))}
          maxLength={POST_LIMITS.commentMax}
          autosize
          minRows={1}
          maxRows={5}
          autoFocus={autoFocus}
        />
        <Group justify="space-between">
          <Text size="xs" c="dimmed">
            {content.length}/{POST_LIMITS.commentMax}
          </Text>
          <Group gap="xs">
            {onDone && (
              <Button variant="subtle" size="xs" onClick={onDone}>
                Vazgeç
              </Button>
            )}
            <Button type="submit" size="xs" disabled={!trimmed} loading={create.isPending}>
              {parent ? 'Yanıtla' : 'Gönder'}
            </Button>
          </Group>
        </Group>
      </Stack>
    </form>
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
  const remove = useDeleteComment();
  const own = user?.id === comment.authorId.id;
  return (
    <Stack gap={6} component="li" className="feed-comment">
      <AuthorLine author={comment.authorId} createdAt={comment.createdAt} size="sm" />
      <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} pl={40}>
        {comment.content}
      </Text>
      <Group gap="xs" pl={34}>
        {!comment.parentCommentId && (
          <Button variant="subtle" size="compact-xs" onClick={() => (user ? setReplying(true) : onSignInNeeded())}>
            Yanıtla
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
