import { Button, Group, Title } from '@mantine/core';
import { type QuoteView, quoteStatuses } from '@otousta/shared/schemas/quotes';
import { IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '../../../app/paths';
import { ConfirmAction } from '../../../components/ui/confirm-action';
import { SelectField } from '../../../components/ui/select-field';
import { SignedOutNotice } from '../../../components/ui/signed-out-notice';
import { useSession } from '../../../lib/session';
import { useLiveRefresh } from '../../../lib/use-live-refresh';
import { useCancelQuote } from '../api/cancel-quote';
import { useQuotes } from '../api/get-quotes';
import { OffersComparison } from './offers-comparison';
import { QuoteSummary } from './quote-parts';
import { QuoteWorkspace, useQuoteView } from './quote-workspace';

function QuoteDetail({ quote: data }: { quote: QuoteView }) {
  const cancel = useCancelQuote();
  return (
    <>
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
    </>
  );
}

/** /tekliflerim: the customer's requests and, for the chosen one, its offers side by side (docs/product.md §10). */
export function MyQuotesPage() {
  const { user } = useSession();
  const view = useQuoteView();
  const status = view.params.get('durum') ?? '';
  const list = useQuotes({ page: view.page, status: status || undefined }, Boolean(user));
  // A new offer, and the request closed by an accept elsewhere, show up without a reload.
  useLiveRefresh(['quote'], ['quotes']);
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
      detail={(quote) => <QuoteDetail quote={quote} />}
    />
  );
}
