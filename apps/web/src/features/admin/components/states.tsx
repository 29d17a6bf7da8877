import { Alert, Button, Center, Group, Loader, SegmentedControl, Stack, Text } from '@mantine/core';
import type { CountedPagination } from '@otousta/shared/schemas/api';
import type { ReactNode } from 'react';
import { CountedPages } from '../../../components/ui/pagination/list-pages';

export const dateTime = (iso: string) =>
  new Intl.DateTimeFormat('tr-TR', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));

/** Loading, error and empty states shared by the tabs. */
function TabState({
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

interface TabPagesProps {
  /** The query of the tab's page (useAdminPage). */
  query: {
    isLoading: boolean;
    error: Error | null;
    data?: { pagination: CountedPagination };
    refetch: () => unknown;
  };
  /** How many rows the page shows. */
  count: number;
  /** What an empty page says. */
  empty: string;
  /** The page shown and how to show another. */
  pages: { page: number; setPage: (page: number) => void };
  /** The rows. */
  children: ReactNode;
}

/** A tab's paged list: its states, its rows, and the page control once the rows do not fit on one page. */
export function TabPages({ query, count, empty, pages, children }: TabPagesProps) {
  return (
    <>
      <TabState
        isLoading={query.isLoading}
        error={query.error}
        isEmpty={!count}
        empty={empty}
        onRetry={() => query.refetch()}
      />
      {children}
      {query.data && <CountedPages pagination={query.data.pagination} page={pages.page} onPageChange={pages.setPage} />}
    </>
  );
}

/** The foot of a card awaiting a decision: why the last one failed, and the decision's buttons while it is `open`. */
export function Decision({ error, open, children }: { error: Error | null; open: boolean; children: ReactNode }) {
  return (
    <>
      {error && (
        <Alert color="red" mt="sm" role="alert">
          {error.message}
        </Alert>
      )}
      {open && (
        <Group mt="md" gap="sm">
          {children}
        </Group>
      )}
    </>
  );
}

/** The status a tab lists, one button each, in the order of `labels`. */
export function StatusFilter<S extends string>({
  label,
  labels,
  value,
  onChange,
}: {
  label: string;
  labels: Record<S, string>;
  value: S;
  onChange: (status: S) => void;
}) {
  return (
    <SegmentedControl
      aria-label={label}
      value={value}
      onChange={(next) => onChange(next as S)}
      data={Object.entries<string>(labels).map(([status, text]) => ({ value: status, label: text }))}
      style={{ alignSelf: 'flex-start' }}
    />
  );
}
