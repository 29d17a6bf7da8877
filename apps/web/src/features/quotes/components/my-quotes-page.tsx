import { Button, Group, Paper, Stack, Title } from '@mantine/core';
import { quoteStatuses } from '@otousta/shared/schemas/quotes';
import { IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '../../../app/paths';
import { ConfirmAction } from '../../../components/ui/confirm-action';
import { LoadFailed } from '../../../components/ui/load-failed';
import { SelectField } from '../../../components/ui/select-field';
import { SignedOutNotice } from '../../../components/ui/signed-out-notice';
import { errorText } from '../../../lib/error-text';
import { useSession } from '../../../lib/session';
import { useCancelQuote } from '../api/cancel-quote';
import { useQuote } from '../api/get-quote';
import { useQuotes } from '../api/get-quotes';
import { OffersComparison } from './offers-comparison';
import { QuoteSummary } from './quote-parts';
import { QuoteWorkspace, useQuoteView } from './quote-workspace';

function QuoteDetail({ id }: { id: string }) {
  const quote = useQuote(id);
  const cancel = useCancelQuote();
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
            <ConfirmAction
              title="İsteği İptal Et"
              failure="İstek iptal edilemedi"
              question="Bu teklif isteğini iptal etmek istediğinizden emin misiniz? İşletmeler artık teklif veremez."
              onConfirm={() => cancel.mutateAsync(data.id)}
            >
              {(ask) => (
                <Button variant="subtle" color="red" size="xs" onClick={ask}>
                  İsteği İptal Et
                </Button>
              )}
            </ConfirmAction>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}

/** /tekliflerim: the customer's requests and, for the chosen one, its offers side by side (docs/product.md §10). */
export function MyQuotesPage() {
  const { user } = useSession();
  const view = useQuoteView();
  const status = view.params.get('durum') ?? '';
  const list = useQuotes({ page: view.page, status: status || undefined }, Boolean(user));
  if (!user) return <SignedOutNotice title="Tekliflerim" text="Teklif isteklerinizi görmek için giriş yapın." />;
  return (
    <QuoteWorkspace
      title="Tekliflerim"
      action={
        <Button component={Link} to={paths.requestQuote} leftSection={<IconPlus size={16} aria-hidden />}>
          Yeni Teklif İste
        </Button>
      }
      filters={
        <SelectField
          label="Durum"
          options={[{ value: '', label: 'Tümü' }, ...quoteStatuses]}
          value={status}
          onChange={(e) => view.update({ durum: e.currentTarget.value })}
        />
      }
      view={view}
      list={list}
      failed="Teklif istekleri yüklenemedi"
      empty="Henüz teklif isteğiniz yok."
      detail={(id) => <QuoteDetail id={id} />}
    />
  );
}
