import { Badge, Button, Card, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import type { Post } from '@otousta/shared/schemas/posts';
import { formatPrice } from '@otousta/shared/text/price';
import { IconCar, IconHeart, IconHeartFilled, IconMapPin, IconMessage } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { forwardRef, Suspense, useState } from 'react';
import { useNavigate } from 'react-router';
import { signInHref } from '../../../app/paths';
import { Carousel } from '../../../components/ui/carousel/carousel';
import { ReportButton } from '../../../components/ui/report-button';
import { useOpenedOnce } from '../../../lib/lazy-dialog';
import { useSession } from '../../../lib/session';
import { useHere } from '../../../lib/use-here';
import { commentsQueryOptions } from '../api/comments';
import { useToggleLike } from '../api/toggle-like';
import { AuthorLine, authorName } from './author-line';
import { CommentsSection, DeletePostDialog, loadCommentsSection, PostDialog, PostMenu } from './lazy-parts';
import { PostOptionsButton } from './post-options-button';
import { PostTypeIcon, postTypeLabel } from './post-type';

const carLine = (post: Post) =>
  [post.carBrand, post.carModel].filter(Boolean).join(' ') + (post.carYear ? ` (${post.carYear})` : '');

function ServiceBlock({ post }: { post: Post }) {
  const rows: [string, string | null][] = [
    ['Hizmet türü', post.serviceType],
    ['Hizmet açıklaması', post.serviceDescription],
    ['Tahmini süre', post.estimatedDuration],
    ['İletişim', post.contactInfo],
  ];
  const shown = rows.filter(([, value]) => value);
  if (!shown.length) return null;
  return (
    <Paper withBorder p="sm" radius="md" bg="var(--mantine-color-blue-0)">
      <Stack gap={4} component="dl" m={0}>
        {shown.map(([label, value]) => (
          <Group key={label} gap={6} wrap="nowrap" align="baseline">
            <Text component="dt" size="sm" fw={600} style={{ flexShrink: 0 }}>
              {label}:
            </Text>
            <Text component="dd" size="sm" m={0} style={{ overflowWrap: 'anywhere' }}>
              {value}
            </Text>
          </Group>
        ))}
      </Stack>
    </Paper>
  );
}

interface PostCardProps {
  post: Post;
  onTag: (tag: string) => void;
  /** The first card: its photo is fetched first. */
  priority?: boolean;
}

/** One feed post (docs/product.md §2 'Post card'); the ref lets the feed watch the last card for infinite scrolling. */
export const PostCard = forwardRef<HTMLElement, PostCardProps>(function PostCard(
  { post, onTag, priority = false },
  ref,
) {
  const { user } = useSession();
  const navigate = useNavigate();
  const [commentsOpen, setCommentsOpen] = useState(false);
  const [editing, setEditing] = useState(false);
  // The options button pressed before the menu's code arrived: the menu opens once it has.
  const [menuWanted, setMenuWanted] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const confirmMounted = useOpenedOnce(confirming);
  const queryClient = useQueryClient();
  const like = useToggleLike();
  const own = user?.id === post.authorId.id;
  const name = authorName(post.authorId);
  // docs/product.md §6: signed-out visitors who like or comment go to the sign-in page.
  const here = useHere();
  const signIn = () => navigate(signInHref(here));
  const car = carLine(post);

  return (
    <Card component="article" ref={ref} withBorder radius="md" padding="md" aria-label={`${name} gönderisi`}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" align="flex-start" gap="xs">
          <AuthorLine author={post.authorId} createdAt={post.createdAt} />
          <Group gap={4} wrap="nowrap" ml="auto">
            <Badge variant="light" color="gray" tt="none" leftSection={<PostTypeIcon type={post.type} size={14} />}>
              {postTypeLabel(post.type)}
            </Badge>
            {!own && <ReportButton targetType="post" targetId={post.id} />}
            {own && (
              <Suspense fallback={<PostOptionsButton onClick={() => setMenuWanted(true)} />}>
                <PostMenu
                  defaultOpened={menuWanted}
                  onEdit={() => setEditing(true)}
                  onDelete={() => setConfirming(true)}
                />
              </Suspense>
            )}
          </Group>
        </Group>

        <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{post.content}</Text>

        {car && (
          <Group gap={6} c="dimmed">
            <IconCar size={16} aria-hidden />
            <Text size="sm">{car}</Text>
          </Group>
        )}
        {post.type === 'service' && <ServiceBlock post={post} />}
        {post.price != null && (
          <Text fw={700} size="lg">
            {formatPrice(post.price)}
          </Text>
        )}
        {post.location && (
          <Group gap={6} c="dimmed">
            <IconMapPin size={16} aria-hidden />
            <Text size="sm">{post.location}</Text>
          </Group>
        )}
        {post.tags.length > 0 && (
          <Group gap={6}>
            {post.tags.map((tag) => (
              <Button
                key={tag}
                variant="subtle"
                size="compact-sm"
                px={4}
                onClick={() => onTag(tag)}
                aria-label={`#${tag} etiketli gönderileri göster`}
              >
                #{tag}
              </Button>
            ))}
          </Group>
        )}
        <Carousel photos={post.images} label={`${name} gönderisi`} priority={priority} />

        <Group gap="xs" pt={4} style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}>
          <Button
            variant="subtle"
            color={post.isLikedByCurrentUser ? 'red' : 'gray'}
            leftSection={
              post.isLikedByCurrentUser ? (
                <IconHeartFilled size={18} aria-hidden />
              ) : (
                <IconHeart size={18} aria-hidden />
              )
            }
            aria-pressed={post.isLikedByCurrentUser}
            aria-label={`Beğen (${post.likeCount} beğeni)`}
            onClick={() => (user ? like.mutate({ id: post.id, liked: post.isLikedByCurrentUser }) : signIn())}
          >
            {post.likeCount}
          </Button>
          <Button
            variant="subtle"
            color="gray"
            leftSection={<IconMessage size={18} aria-hidden />}
            aria-expanded={commentsOpen}
            aria-label={`Yorumlar (${post.commentCount} yorum)`}
            onMouseEnter={loadCommentsSection}
            onFocus={loadCommentsSection}
            onClick={() => {
              // The comments are asked for while their code downloads, not after.
              if (!commentsOpen) void queryClient.prefetchInfiniteQuery(commentsQueryOptions(post.id));
              setCommentsOpen((open) => !open);
            }}
          >
            {post.commentCount}
          </Button>
        </Group>
        {commentsOpen && (
          <Suspense
            fallback={
              <Stack gap="sm" mt="xs">
                <Loader size="sm" aria-label="Yorumlar yükleniyor" />
              </Stack>
            }
          >
            <CommentsSection postId={post.id} onSignInNeeded={signIn} />
          </Suspense>
        )}
      </Stack>

      {/* Mounted only while editing, so each edit starts from the post as it is now. */}
      {editing && user && (
        <Suspense fallback={null}>
          <PostDialog opened onClose={() => setEditing(false)} user={user} post={post} />
        </Suspense>
      )}
      {confirmMounted && (
        <Suspense fallback={null}>
          <DeletePostDialog postId={post.id} opened={confirming} onClose={() => setConfirming(false)} />
        </Suspense>
      )}
    </Card>
  );
});
