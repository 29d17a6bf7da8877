import { Paper, Text, ThemeIcon, Title } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';

export interface IconTileContent {
  icon: Icon;
  title: string;
  text: string;
}

/** A bordered tile with an icon, a heading and a line of text: the site's services and values. */
export function IconTile({ icon: TileIcon, title, text, size = 'md' }: IconTileContent & { size?: 'sm' | 'md' }) {
  const large = size === 'md';
  return (
    <Paper withBorder radius="md" p="lg">
      <ThemeIcon size={large ? 48 : 40} radius="md" variant="light" aria-hidden>
        <TileIcon size={large ? 26 : 22} />
      </ThemeIcon>
      <Title order={3} fz="h4" mt={large ? 'md' : 'sm'} mb={6}>
        {title}
      </Title>
      <Text c="dimmed">{text}</Text>
    </Paper>
  );
}
