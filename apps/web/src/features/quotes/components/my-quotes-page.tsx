import { Button, Container, Grid, Group, Paper, Stack, Title } from '@mantine/core';
import { quoteStatuses } from '@otousta/shared/schemas/quotes';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { paths } from '../../../app/paths';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { LoadFailed } from '../../../components/ui/load-failed';
import { SelectField } from '../../../components/ui/select-field';
import { errorText } from '../../../lib/error-text';
import { useSession } from '../../../lib/session';
import { useCancelQuote } from '../api/cancel-quote';
import { useQuote } from '../api/get-quote';
import { useQuotes } from '../api/get-quotes';
import { OffersComparison } from './offers-comparison';
import { QuoteList } from './quote-list';
import { QuoteSummary, SignInFirst } from './quote-parts';

function QuoteDetail({ id }: { id: string }) {
  const quote = useQuote(id);
  const cancel = useCancelQuote();
  const [confirming, setConfirming] = useState(false);
  if (quote.isPending) return null;
  if (quote.isError) {
    return <LoadFailed title="Hata" message={errorText(quote.error)} onRetry={() => void quote.refetch()} />;
  }
  const data = quote.data;
  return (
    <Paper withBorder p={{ base: 'sm', sm: 'md' }} radius="md">
      <Stack gap="md">
        <QuoteSummary quote={data} />
        <Title order={3} fz="md">
          Teklifler ({data.offers.length})
        </Title>
        <OffersComparison quote={data} />
        {data.status === 'open' && (
          <Group>
            <Button variant="subtle" color="red" size="xs" onClick={() => setConfirming(true)}>
              İsteği İptal Et
            </Button>
          </Group>
        )}
      </Stack>
      <ConfirmDialog
        opened={confirming}
        onClose={() => setConfirming(false)}
        title="İsteği İptal Et"
        confirmLabel="İsteği İptal Et"
        failure="İstek iptal edilemedi"
        onConfirm={() => cancel.mutateAsync(data.id)}
      >
        Bu teklif isteğini iptal etmek istediğinizden emin misiniz? İşletmeler artık teklif veremez.
      </ConfirmDialog>
    </Paper>
  );
}

/** /tekliflerim: the customer's requests and, for the chosen one, its offers side by side (docs/product.md §10). */
export function MyQuotesPage() {
  const { user } = useSession();
  const [params, setParams] = useSearchParams();
  const [page, setPage] = useState(1);
  const status = params.get('durum') ?? '';
  const selected = params.get('talep');
  const list = useQuotes({ page, status: status || undefined }, Boolean(user));
  if (!user) return <SignInFirst title="Tekliflerim" text="Teklif isteklerinizi görmek için giriş yapın." />;
  const update = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    setParams(next, { replace: true });
  };
  return (
    <Container size="xl" py="xl">
      <Stack gap="md">
        <Group justify="space-between" wrap="wrap">
          <Title order={1}>Tekliflerim</Title>
          <Button component={Link} to={paths.requestQuote} leftSection={<IconPlus size={16} aria-hidden />}>
            Yeni Teklif İste
          </Button>
        </Group>
        <Grid gutter="md">
          <Grid.Col span={{ base: 12, md: 4 }}>
            <Stack gap="sm">
              <SelectField
                label="Durum"
                options={[{ value: '', label: 'Tümü' }, ...quoteStatuses]}
                value={status}
                onChange={(e) => {
                  setPage(1);
                  update({ durum: e.currentTarget.value });
                }}
              />
              {list.isError && !list.data ? (
                <LoadFailed title="Hata" message="Teklif istekleri yüklenemedi" onRetry={() => void list.refetch()} />
              ) : (
                <QuoteList
                  data={list.data}
                  pending={list.isPending}
                  selected={selected}
                  onSelect={(quote) => update({ talep: quote.id })}
                  page={page}
                  onPage={setPage}
                  empty="Henüz teklif isteğiniz yok."
                />
              )}
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 8 }}>{selected && <QuoteDetail id={selected} />}</Grid.Col>
        </Grid>
      </Stack>
    </Container>
  );
}
