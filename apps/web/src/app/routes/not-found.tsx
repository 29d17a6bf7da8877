import { Anchor, Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { NOT_FOUND_TITLE } from '@otousta/shared/seo/pages';
import { Link } from 'react-router';
import { usePageTitle } from '../../lib/page-title';
import { paths } from '../paths';

/** docs/product.md §2 '404': where to go instead. */
export function NotFoundPage() {
  usePageTitle(NOT_FOUND_TITLE);
  return (
    <Container size="sm" py={64}>
      <Stack align="center" ta="center" gap="md">
        <Text fz={72} fw={800} c="blue.6" lh={1} aria-hidden>
          404
        </Text>
        <Title order={1}>{NOT_FOUND_TITLE}</Title>
        <Text c="dimmed">Aradığınız sayfa taşınmış, silinmiş ya da hiç var olmamış olabilir.</Text>
        <Button component={Link} to={paths.home} size="md">
          Ana Sayfaya Dön
        </Button>
        <nav aria-label="Önerilen sayfalar">
          <Group justify="center" gap="lg" mt="sm">
            <Anchor component={Link} to={paths.towing}>
              Çekici Hizmetleri
            </Anchor>
            <Anchor component={Link} to={paths.shop}>
              Yedek Parça
            </Anchor>
            <Anchor component={Link} to={paths.contact}>
              İletişim
            </Anchor>
          </Group>
        </nav>
      </Stack>
    </Container>
  );
}

export { NotFoundPage as Component };
