import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { useRouteError } from 'react-router';
import { usePageTitle } from '../../lib/page-title';

/**
 * The root error boundary: 'Hata' with 'Tekrar Dene', which reloads the page (as docs/product.md §2's listing error
 * screen does). A reload also fetches page code that a new release replaced.
 */
export function RouteError() {
  const error = useRouteError();
  usePageTitle('Hata');
  useEffect(() => {
    console.error(error);
  }, [error]);

  return (
    <Container size="sm" py={64}>
      <Stack align="center" ta="center" gap="md" role="alert">
        <Title order={1}>Hata</Title>
        <Text c="dimmed">Sayfa yüklenirken beklenmeyen bir sorun oluştu. Lütfen tekrar deneyin.</Text>
        <Button size="md" onClick={() => window.location.reload()}>
          Tekrar Dene
        </Button>
      </Stack>
    </Container>
  );
}
