import { Group, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { type ReturnStatus, returnStatuses } from '@otousta/shared/schemas/returns';
import { CountedPages } from '../../../components/ui/pagination/list-pages';
import { QueryResult } from '../../../components/ui/query-result';
import { useFilterPages } from '../../../lib/use-filter-pages';
import { useReturnList } from '../api/list-returns';
import { ReturnCard } from './return-card';

/**
 * Return requests for a seller (theirs, to approve, reject and receive) or an admin (escalations to settle), filtered
 * by state.
 */
export function ReturnsList({ scope }: { scope: 'seller' | 'admin' }) {
  const {
    filter: status,
    setFilter: setStatus,
    page,
    setPage,
  } = useFilterPages<ReturnStatus | 'all'>(scope === 'admin' ? 'escalated' : 'all');
  const list = useReturnList(scope, status === 'all' ? undefined : status, page);
  return (
    <Stack gap="sm">
      <Title order={3}>{scope === 'admin' ? 'İade İtirazları' : 'İade Talepleri'}</Title>
      <Group>
        <SegmentedControl
          aria-label="İade durumu"
          value={status}
          onChange={(value) => setStatus(value as ReturnStatus | 'all')}
          data={[
            { value: 'all', label: 'Tümü' },
            ...returnStatuses.map((s) => ({ value: s.value, label: s.label.split(' — ')[0]! })),
          ]}
          style={{ maxWidth: '100%', overflowX: 'auto' }}
        />
      </Group>
      <QueryResult query={list} failedTitle="İade talepleri yüklenemedi">
        {({ returns, pagination }) =>
          returns.length === 0 ? (
            <Text c="dimmed">Bu durumda iade talebi yok.</Text>
          ) : (
            <>
              {returns.map((r) => (
                <ReturnCard key={r.id} request={r} viewer={scope} />
              ))}
              <CountedPages pagination={pagination} page={page} onPageChange={setPage} label="İade sayfaları" />
            </>
          )
        }
      </QueryResult>
    </Stack>
  );
}
