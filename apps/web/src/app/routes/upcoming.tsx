import { Container, Text, Title } from '@mantine/core';
import { useMatches } from 'react-router';
import { usePageTitle } from '../../lib/page-title';

export interface UpcomingHandle {
  heading: string;
  /** null keeps the site's default document title. */
  title: string | null;
}

/** A route whose screen is not built yet says so plainly, under the page's real name. */
export function Component() {
  const { heading, title } = useMatches().at(-1)!.handle as UpcomingHandle;
  usePageTitle(title ?? undefined);
  return (
    <Container size="md" py={64}>
      <Title order={1}>{heading}</Title>
      <Text mt="md" c="dimmed" size="lg">
        Bu sayfa hazırlanıyor.
      </Text>
    </Container>
  );
}
