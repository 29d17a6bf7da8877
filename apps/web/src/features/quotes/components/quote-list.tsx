import { Center, Loader, Pagination, Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import type { QuotePage, QuoteView } from '@otousta/shared/schemas/quotes';
import { cityLabel, dayText, QuoteBadge, sectorLabel, vehicleLine } from './quote-parts';

/** A page of requests, each a button that opens it; the open one is marked for screen readers too. */
export function QuoteList({
  data,
  pending,
  selected,
  onSelect,
  page,
  onPage,
  empty,
}: {
  data: QuotePage | undefined;
  pending: boolean;
  selected: string | null;
  onSelect: (quote: QuoteView) => void;
  page: number;
  onPage: (page: number) => void;
  empty: string;
}) {
  if (pending) {
    return (
      <Center py="lg">
        <Loader aria-label="Yükleniyor" />
      </Center>
    );
  }
  if (!data || data.quotes.length === 0) {
    return (
      <Text c="dimmed" ta="center" py="lg">
        {empty}
      </Text>
    );
  }
  return (
    <Stack gap="xs">
      <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
        {data.quotes.map((quote) => (
          <li key={quote.id}>
            <UnstyledButton
              onClick={() => onSelect(quote)}
              aria-current={selected === quote.id ? 'true' : undefined}
              w="100%"
            >
              <Paper
                withBorder
                p="sm"
                radius="md"
                bg={selected === quote.id ? 'var(--mantine-color-blue-light)' : undefined}
              >
                <Stack gap={2}>
                  <Text fw={600} size="sm" style={{ overflowWrap: 'anywhere' }}>
                    {sectorLabel(quote.sector)} · {vehicleLine(quote)}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {cityLabel(quote.city)} / {quote.district} · {dayText(quote.createdAt)}
                    {quote.state === null ? ` · ${quote.offers.length} teklif` : ''}
                  </Text>
                  <div>
                    <QuoteBadge quote={quote} />
                  </div>
                </Stack>
              </Paper>
            </UnstyledButton>
          </li>
        ))}
      </Stack>
      {data.pagination.pages > 1 && (
        <Pagination
          total={data.pagination.pages}
          value={page}
          onChange={onPage}
          size="sm"
          getControlProps={(control) => ({
            'aria-label': control === 'next' ? 'Sonraki sayfa' : control === 'previous' ? 'Önceki sayfa' : undefined,
          })}
        />
      )}
    </Stack>
  );
}
