import { ActionIcon, Badge, Button, Card, Group, Menu, Modal, Paper, Stack, Text } from '@mantine/core';
import type { Post } from '@otousta/shared/schemas/posts';
import { formatPrice } from '@otousta/shared/text/price';
import {
  IconCar,
  IconDots,
  IconHeart,
  IconHeartFilled,
  IconMapPin,
  IconMessage,
  IconPencil,
  IconTrash,
} from '@tabler/icons-react';
import { forwardRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../app/paths';
import { ReportButton } from '../../../components/ui/report-button';
import { useSession } from '../../../lib/session';
import { useDeletePost } from '../api/delete-post';
import { useToggleLike } from '../api/toggle-like';
import { AuthorLine, authorName } from './author-line';
import { CommentsSection } from './comments-section';
import { ImageCarousel } from './image-carousel';
import { PostDialog } from './post-dialog';
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
}

/** One feed post (spec §2 'Post card'); the ref lets the feed watch the last card for infinite scrolling. */
export const PostCard = forwardRef<HTMLElement, PostCardProps>(function PostCard({ post, onTag }, ref) {
  const { user } = useSession();
  const navigate = useNavigate();
  const [commentsOpen, setCommentsOpen] = useState(false);
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const like = useToggleLike();
  const remove = useDeletePost();
  const own = user?.id === post.authorId.id;
  const name = authorName(post.authorId);
  // Spec §6: signed-out visitors who like or comment go to the sign-in page.
  const signIn = () => navigate(paths.signIn);
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
              <Menu position="bottom-end" withinPortal>
                <Menu.Target>
                  <ActionIcon variant="subtle" color="gray" aria-label="Gönderi seçenekleri">
                    <IconDots size={18} aria-hidden />
                  </ActionIcon>
                </Menu.Target>
                <Menu.Dropdown>
                  <Menu.Item leftSection={<IconPencil size={16} aria-hidden />} onClick={() => setEditing(true)}>
                    Düzenle
                  </Menu.Item>
                  <Menu.Item
                    color="red"
                    leftSection={<IconTrash size={16} aria-hidden />}
                    onClick={() => setConfirming(true)}
                  >
                    Sil
                  </Menu.Item>
                </Menu.Dropdown>
              </Menu>
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
        <ImageCarousel images={post.images} label={`${name} gönderisi`} />

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
            onClick={() => setCommentsOpen((open) => !open)}
          >
            {post.commentCount}
          </Button>
        </Group>
        {commentsOpen && <CommentsSection postId={post.id} onSignInNeeded={signIn} />}
      </Stack>

      {/* Mounted only while editing, so each edit starts from the post as it is now. */}
      {editing && user && <PostDialog opened onClose={() => setEditing(false)} user={user} post={post} />}
      <Modal opened={confirming} onClose={() => setConfirming(false)} title="Gönderiyi sil" centered>
        <Text>Bu gönderiyi silmek istediğinizden emin misiniz?</Text>
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={() => setConfirming(false)}>
            Vazgeç
          </Button>
          <Button
            color="red"
            loading={remove.isPending}
            onClick={() => remove.mutate(post.id, { onSettled: () => setConfirming(false) })}
          >
            Sil
          </Button>
        </Group>
      </Modal>
    </Card>
  );
});
