import { Button, Center, Loader, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { type Icon, IconAlertTriangle, IconRefresh, IconSearchOff, IconX } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/** The listing's full-width message: an icon, a heading, a line of text and what the user can do about it. */
function ListingMessage({
  icon: MessageIcon,
  color,
  role,
  title,
  text,
  children,
}: {
  icon: Icon;
  color: string;
  role: 'alert' | 'status';
  title: string;
  text: string;
  children?: ReactNode;
}) {
  return (
    <Center py={64}>
      <Stack align="center" ta="center" gap="sm" role={role}>
        <ThemeIcon size={56} radius="xl" color={color} variant="light">
          <MessageIcon size={30} aria-hidden />
        </ThemeIcon>
        <Title order={2}>{title}</Title>
        <Text c="dimmed">{text}</Text>
        {children}
      </Stack>
    </Center>
  );
}

/** docs/product.md §2: the listing's error screen, 'Hata' with 'Tekrar Dene'. */
export function ListingError({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  return (
    <ListingMessage icon={IconAlertTriangle} color="red" role="alert" title="Hata" text="İşletmeler yüklenemedi">
      <Button leftSection={<IconRefresh size={16} aria-hidden />} onClick={onRetry} loading={retrying}>
        Tekrar Dene
      </Button>
    </ListingMessage>
  );
}

/** docs/product.md §2: 'İşletme bulunamadı' with a clear-filters button. */
export function ListingEmpty({ onClear }: { onClear?: () => void }) {
  return (
    <ListingMessage
      icon={IconSearchOff}
      color="gray"
      role="status"
      title="İşletme bulunamadı"
      text="Seçtiğiniz filtrelere uyan işletme yok. Filtreleri değiştirip yeniden deneyin."
    >
      {onClear && (
        <Button variant="default" leftSection={<IconX size={16} aria-hidden />} onClick={onClear}>
          Filtreleri Temizle
        </Button>
      )}
    </ListingMessage>
  );
}

export function ListingSpinner() {
  return (
    <Center py={64} role="status" aria-live="polite">
      <Loader aria-label="Yükleniyor" />
    </Center>
  );
}
