import { Container, Grid, Group, Paper, Stack, Title } from '@mantine/core';
import type { QuotePage, QuoteView } from '@otousta/shared/schemas/quotes';
import type { UseQueryResult } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useSearchParams } from 'react-router';
import { LoadFailed } from '../../../components/ui/load-failed';
import { errorText } from '../../../lib/error-text';
import { useQuote } from '../api/get-quote';
import { QuoteList } from './quote-list';

/**
 * The filters and the open request of a quote screen, kept in the address (`talep` is the open one) so a link or a
 * notification opens the same view; a changed filter starts again at the first page.
 */
export function useQuoteView() {
  const [params, setParams] = useSearchParams();
  const [page, setPage] = useState(1);
  const update = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    setParams(next, { replace: true });
    if (!('talep' in changes)) setPage(1);
  };
  return { params, page, setPage, update, selected: params.get('talep') };
}
export type QuoteViewState = ReturnType<typeof useQuoteView>;

/** The open request, read by its id: nothing while it loads, the failure with a retry, else its panel. */
function OpenQuote({ id, detail }: { id: string; detail: (quote: QuoteView) => ReactNode }) {
  const quote = useQuote(id);
  if (quote.isPending) return null;
  if (quote.isError) {
    return <LoadFailed title="Hata" message={errorText(quote.error)} onRetry={() => void quote.refetch()} />;
  }
  return (
    <Paper withBorder p={{ base: 'sm', sm: 'md' }} radius="md">
      <Stack gap="md">{detail(quote.data)}</Stack>
    </Paper>
  );
}

/**
 * The frame both quote screens share (/tekliflerim, /teklif-talepleri): the title and an action above, the filters
 * and the page of requests on the left, the open request on the right (below them on a phone).
 */
export function QuoteWorkspace({
  title,
  action,
  filters,
  view,
  list,
  failed,
  empty,
  detail,
}: {
  title: string;
  action?: ReactNode;
  filters: ReactNode;
  view: QuoteViewState;
  list: UseQueryResult<QuotePage>;
  /** Said when the list cannot be loaded. */
  failed: string;
  /** Said when no request matches. */
  empty: string;
  /** The open request's panel. */
  detail: (quote: QuoteView) => ReactNode;
}) {
  return (
    <Container size="xl" py="xl">
      <Stack gap="md">
        <Group justify="space-between" wrap="wrap">
          <Title order={1}>{title}</Title>
          {action}
        </Group>
        <Grid gutter="md">
          <Grid.Col span={{ base: 12, md: 4 }}>
            <Stack gap="sm">
              {filters}
              {list.isError && !list.data ? (
                <LoadFailed title="Hata" message={failed} onRetry={() => void list.refetch()} />
              ) : (
                <QuoteList
                  data={list.data}
                  pending={list.isPending}
                  selected={view.selected}
                  onSelect={(quote: QuoteView) => view.update({ talep: quote.id })}
                  page={view.page}
                  onPage={view.setPage}
                  empty={empty}
                />
              )}
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 8 }}>
            {view.selected && <OpenQuote id={view.selected} detail={detail} />}
          </Grid.Col>
        </Grid>
      </Stack>
    </Container>
  );
}
