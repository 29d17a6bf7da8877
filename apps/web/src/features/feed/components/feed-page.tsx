import {
  Alert,
  Button,
  Center,
  Chip,
  CloseButton,
  Container,
  Grid,
  Group,
  Loader,
  Paper,
  Stack,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { postTypeChipOrder } from '@otousta/shared/options/posts';
import { IconAlertCircle, IconPlus, IconX } from '@tabler/icons-react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { SearchInput } from '../../../components/ui/search-input';
import { useOpenedOnce } from '../../../lib/lazy-dialog';
import { useSession } from '../../../lib/session';
import { feedFilters, postsQueryOptions } from '../api/get-posts';
import { HotTagsPanel } from './hot-tags-panel';
import { loadPostDialog, PostDialog } from './lazy-parts';
import { PostCard } from './post-card';
import { PostSkeleton } from './post-skeleton';
import { postTypeLabel } from './post-type';

const ALL = 'all';

/** Loads the next page when the last post becomes 10 % visible (docs/product.md §2). */
function useLastItemObserver(onVisible: () => void) {
  const observer = useRef<IntersectionObserver | null>(null);
  const callback = useRef(onVisible);
  callback.current = onVisible;
  useEffect(() => () => observer.current?.disconnect(), []);
  return useCallback((node: HTMLElement | null) => {
    observer.current?.disconnect();
    if (!node) return;
    observer.current = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) callback.current();
      },
      { threshold: 0.1 },
    );
    observer.current.observe(node);
  }, []);
}

/** The feed screen /akis (docs/product.md §2 'Feed', §4 'Feed'): filters live in the address so they survive a reload. */
export function FeedPage() {
  const { user } = useSession();
  const [params, setParams] = useSearchParams();
  const filters = feedFilters(params);
  const { q, type, tag } = filters;
  const [search, setSearch] = useState(q ?? '');
  const [debounced] = useDebouncedValue(search.trim(), 350);
  const [creating, setCreating] = useState(false);
  const createMounted = useOpenedOnce(creating);

  const update = useCallback(
    (changes: Record<string, string | undefined>) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(changes)) {
            if (value) next.set(key, value);
            else next.delete(key);
          }
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );

  // Typing searches after a pause; each change of filter, search or tag starts again at page 1 (docs/product.md §4).
  useEffect(() => {
    update({ q: debounced || undefined });
  }, [debounced, update]);

  const posts = useInfiniteQuery(postsQueryOptions(filters));
  const list = posts.data?.pages.flatMap((page) => page.posts) ?? [];
  const lastRef = useLastItemObserver(() => {
    if (posts.hasNextPage && !posts.isFetchingNextPage && !posts.isError) void posts.fetchNextPage();
  });
  // A tag narrows whatever is shown: the chosen type, and a search too (GET /posts/search takes the tag).
  const chooseTag = (name: string) => {
    update({ tag: name });
    window.scrollTo({ top: 0 });
  };

  let empty: { title: string; text: string } | null = null;
  if (posts.isSuccess && list.length === 0) {
    if (q) empty = { title: 'Gönderi bulunamadı', text: `"${q}" aramasıyla eşleşen gönderi bulunamadı.` };
    else if (type || tag) empty = { title: 'Henüz gönderi yok', text: 'Bu filtreye uygun gönderi bulunamadı.' };
    else empty = { title: 'Henüz gönderi yok', text: 'İlk gönderiyi siz paylaşın!' };
  }

  return (
    <Container size="lg" py="lg">
      <Stack gap="md">
        <Group justify="space-between" align="center">
          <Title order={1}>Akış</Title>
          {user && (
            <Button
              leftSection={<IconPlus size={18} aria-hidden />}
              onClick={() => setCreating(true)}
              onMouseEnter={loadPostDialog}
              onFocus={loadPostDialog}
            >
              Yeni Gönderi
            </Button>
          )}
        </Group>
        <SearchInput
          type="search"
          label="Gönderilerde ara"
          iconSize={18}
          value={search}
          onSearch={setSearch}
          rightSection={search ? <CloseButton aria-label="Aramayı temizle" onClick={() => setSearch('')} /> : undefined}
        />
        {/* The chips wrap onto a second row on a phone: every type stays in sight, and nothing widens the page. */}
        <Chip.Group
          multiple={false}
          value={type ?? ALL}
          onChange={(value) => update({ type: value === ALL ? undefined : value })}
        >
          <Group gap="xs" role="group" aria-label="Gönderi türü">
            <Chip value={ALL}>Tümü</Chip>
            {postTypeChipOrder.map((value) => (
              <Chip key={value} value={value}>
                {postTypeLabel(value)}
              </Chip>
            ))}
          </Group>
        </Chip.Group>
        {tag && (
          <Group gap="xs">
            <Text size="sm">Etiket:</Text>
            <Button
              size="compact-sm"
              variant="light"
              rightSection={<IconX size={14} aria-hidden />}
              onClick={() => update({ tag: undefined })}
              aria-label={`#${tag} etiket süzgecini kaldır`}
            >
              #{tag}
            </Button>
          </Group>
        )}

        <Grid gutter="lg">
          <Grid.Col span={{ base: 12, md: 8 }} order={{ base: 2, md: 1 }}>
            <Stack gap="md" aria-busy={posts.isPending || posts.isFetchingNextPage}>
              {posts.isPending && (
                <>
                  <VisuallyHidden role="status">Gönderiler yükleniyor</VisuallyHidden>
                  <PostSkeleton />
                  <PostSkeleton />
                  <PostSkeleton />
                </>
              )}
              {posts.isError && list.length === 0 && (
                <Alert
                  color="red"
                  variant="light"
                  icon={<IconAlertCircle size={18} aria-hidden />}
                  title="Gönderiler yüklenirken bir hata oluştu"
                  role="alert"
                >
                  <Button mt="sm" variant="light" color="red" onClick={() => posts.refetch()}>
                    Tekrar Dene
                  </Button>
                </Alert>
              )}
              {empty && (
                <Paper withBorder radius="md" p="xl" ta="center">
                  <Title order={2} fz="lg">
                    {empty.title}
                  </Title>
                  <Text c="dimmed" mt={4}>
                    {empty.text}
                  </Text>
                  {user && !q && (
                    <Button
                      mt="md"
                      leftSection={<IconPlus size={18} aria-hidden />}
                      onClick={() => setCreating(true)}
                      onMouseEnter={loadPostDialog}
                      onFocus={loadPostDialog}
                    >
                      Gönderi Oluştur
                    </Button>
                  )}
                </Paper>
              )}
              {list.map((post, i) => (
                <PostCard
                  key={post.id}
                  post={post}
                  onTag={chooseTag}
                  priority={i === 0}
                  ref={i === list.length - 1 ? lastRef : undefined}
                />
              ))}
              {posts.isFetchingNextPage && (
                <Center py="md">
                  <Loader size="sm" aria-label="Daha fazla gönderi yükleniyor" />
                </Center>
              )}
              {posts.isError && list.length > 0 && (
                <Alert color="red" variant="light" title="Gönderiler yüklenirken bir hata oluştu" role="alert">
                  <Button mt="sm" variant="light" color="red" onClick={() => posts.fetchNextPage()}>
                    Tekrar Dene
                  </Button>
                </Alert>
              )}
              {posts.isSuccess && list.length > 0 && !posts.hasNextPage && (
                <Text ta="center" c="dimmed" py="md">
                  Tüm gönderileri gördünüz
                </Text>
              )}
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }} order={{ base: 1, md: 2 }}>
            <HotTagsPanel active={tag} onSelect={chooseTag} />
          </Grid.Col>
        </Grid>
      </Stack>
      {user && createMounted && (
        <Suspense fallback={null}>
          <PostDialog opened={creating} onClose={() => setCreating(false)} user={user} />
        </Suspense>
      )}
    </Container>
  );
}
