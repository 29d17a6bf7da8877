import { Alert, Button, Group } from '@mantine/core';
import { IconAlertCircle, IconRefresh } from '@tabler/icons-react';

/** docs/product.md §8 'Messages': the failure text with 'Tekrar Dene' and 'Sayfayı Yenile'. */
export function LoadError({ title, onRetry }: { title: string; onRetry: () => void }) {
  return (
    <Alert color="red" variant="light" role="alert" title={title} icon={<IconAlertCircle size={18} aria-hidden />}>
      <Group gap="xs" mt="xs">
        <Button size="xs" color="red" leftSection={<IconRefresh size={14} aria-hidden />} onClick={onRetry}>
          Tekrar Dene
        </Button>
        <Button size="xs" variant="default" onClick={() => window.location.reload()}>
          Sayfayı Yenile
        </Button>
      </Group>
    </Alert>
  );
}
