import { Badge, Group, Paper, Skeleton, Text, Title, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconMedal, IconTrendingUp } from '@tabler/icons-react';
import { useHotTags } from '../api/get-hot-tags';
import classes from './hot-tags-panel.module.css';

/** Gold, silver and bronze for the top three (docs/product.md §2); an icon, as not every system has emoji medals. */
const medals = ['#c99a06', '#8a8f98', '#a0522d'];

/** docs/product.md §2: the popular tags, top three with medals; choosing one filters the feed by it. */
export function HotTagsPanel({ active, onSelect }: { active?: string; onSelect: (tag: string) => void }) {
  const tags = useHotTags();
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="hot-tags-title">
      <Group gap={6} mb="sm">
        <IconTrendingUp size={20} aria-hidden />
        <Title order={2} fz="lg" id="hot-tags-title">
          Popüler Etiketler
        </Title>
      </Group>
      <div className={classes.body}>
        {tags.isPending && (
          <ol className={classes.list} aria-hidden>
            {[0, 1, 2].map((i) => (
              <li key={i}>
                <Skeleton height={36} radius="sm" className={classes.placeholder} />
              </li>
            ))}
          </ol>
        )}
        {tags.isPending && <VisuallyHidden role="status">Etiketler yükleniyor</VisuallyHidden>}
        {/* docs/product.md §8: a failure to load tags is only logged; the panel just stays empty. */}
        {(tags.isError || (tags.isSuccess && tags.data.length === 0)) && (
          <Text size="sm" c="dimmed">
            Henüz etiket yok.
          </Text>
        )}
        {tags.isSuccess && tags.data.length > 0 && (
          <ol className={classes.list}>
            {tags.data.map((tag, i) => {
              const selected = active?.toLocaleLowerCase('tr') === tag.name.toLocaleLowerCase('tr');
              return (
                <li key={tag.name}>
                  <UnstyledButton
                    className={classes.tag}
                    data-active={selected || undefined}
                    aria-pressed={selected}
                    onClick={() => onSelect(tag.name)}
                  >
                    <Group justify="space-between" wrap="nowrap" gap="xs">
                      <Group gap={8} wrap="nowrap" miw={0}>
                        <span className={classes.rank} aria-hidden data-medal={i < 3 || undefined}>
                          {i < 3 ? <IconMedal size={20} color={medals[i]} /> : `${i + 1}.`}
                        </span>
                        {i < 3 && <VisuallyHidden>{`${i + 1}. sıra`}</VisuallyHidden>}
                        <Text fw={i < 3 ? 700 : 500} truncate>
                          #{tag.name}
                        </Text>
                      </Group>
                      <Badge variant="light" color="gray" size="sm">
                        {tag.count}
                        <span className={classes.unit}> gönderi</span>
                      </Badge>
                    </Group>
                  </UnstyledButton>
                </li>
              );
            })}
          </ol>
        )}
      </div>
    </Paper>
  );
}
