import { Alert, Button, Center, Loader, Stack, Text } from '@mantine/core';

export const dateTime = (iso: string) =>
  new Intl.DateTimeFormat('tr-TR', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));

/** Loading, error and empty states shared by the tabs. */
export function TabState({
  isLoading,
  error,
  isEmpty,
  empty,
  onRetry,
}: {
  isLoading: boolean;
  error: Error | null;
  isEmpty: boolean;
  empty: string;
  onRetry: () => void;
}) {
  if (isLoading)
    return (
      <Center py="xl">
        <Loader aria-label="Yükleniyor" />
      </Center>
    );
  if (error)
    return (
      <Alert color="red" title="Hata" role="alert">
        <Stack gap="sm" align="flex-start">
          <Text>{error.message}</Text>
          <Button size="xs" onClick={onRetry}>
            Tekrar Dene
          </Button>
        </Stack>
      </Alert>
    );
  if (isEmpty)
    return (
      <Text c="dimmed" py="xl" ta="center">
        {empty}
      </Text>
    );
  return null;
}
