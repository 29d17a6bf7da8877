import { Button, Center, Loader, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAlertTriangle, IconRefresh, IconSearchOff, IconX } from '@tabler/icons-react';

/** docs/product.md §2: the listing's error screen, 'Hata' with 'Tekrar Dene'. */
export function ListingError({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  return (
    <Center py={64}>
      <Stack align="center" ta="center" gap="sm" role="alert">
        <ThemeIcon size={56} radius="xl" color="red" variant="light">
          <IconAlertTriangle size={30} aria-hidden />
        </ThemeIcon>
        <Title order={2}>Hata</Title>
        <Text c="dimmed">İşletmeler yüklenemedi</Text>
        <Button leftSection={<IconRefresh size={16} aria-hidden />} onClick={onRetry} loading={retrying}>
          Tekrar Dene
        </Button>
      </Stack>
    </Center>
  );
}

/** docs/product.md §2: 'İşletme bulunamadı' with a clear-filters button. */
export function ListingEmpty({ onClear }: { onClear?: () => void }) {
  return (
    <Center py={64}>
      <Stack align="center" ta="center" gap="sm" role="status">
        <ThemeIcon size={56} radius="xl" color="gray" variant="light">
          <IconSearchOff size={30} aria-hidden />
        </ThemeIcon>
        <Title order={2}>İşletme bulunamadı</Title>
        <Text c="dimmed">Seçtiğiniz filtrelere uyan işletme yok. Filtreleri değiştirip yeniden deneyin.</Text>
        {onClear && (
          <Button variant="default" leftSection={<IconX size={16} aria-hidden />} onClick={onClear}>
            Filtreleri Temizle
          </Button>
        )}
      </Stack>
    </Center>
  );
}

export function ListingSpinner() {
  return (
    <Center py={64} role="status" aria-live="polite">
      <Loader aria-label="Yükleniyor" />
    </Center>
  );
}
