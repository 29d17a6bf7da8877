import { Alert, Button, Container, Grid, Group, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import type { OfferView, QuoteView } from '@otousta/shared/schemas/quotes';
import { offerSchema, QUOTE_LIMITS, quoteStates, todayInTurkey, urgencies } from '@otousta/shared/schemas/quotes';
import { formatTurkishNumber, numberFromText } from '@otousta/shared/text/number';
import { formatPriceRange } from '@otousta/shared/text/price';
import { IconCheck, IconMessageCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { chatHref } from '../../../app/paths';
import { FormError } from '../../../components/ui/form-error';
import { NumberField } from '../../../components/ui/number-field';
import { SelectField } from '../../../components/ui/select-field';
import { SignedOutNotice } from '../../../components/ui/signed-out-notice';
import { errorText } from '../../../lib/error-text';
import { useSession } from '../../../lib/session';
import { useForm } from '../../../lib/use-form';
import { useLiveRefresh } from '../../../lib/use-live-refresh';
import { useAskQuestion } from '../api/ask-question';
import { useQuotes } from '../api/get-quotes';
import { useSendOffer } from '../api/send-offer';
import { FairPriceHint } from './fair-price';
import { dayText, QuoteSummary } from './quote-parts';
import { QuoteWorkspace, useQuoteView } from './quote-workspace';

/**
 * The business's one offer: a price range in TL, duration, earliest date and note; sent again to edit it. A request
 * that closes while the form is open (the customer accepted an offer, or cancelled) disables it and says why.
 */
function OfferForm({ quote, mine }: { quote: QuoteView; mine: OfferView | undefined }) {
  const closed = quote.state === 'won' || quote.state === 'closed';
  const send = useSendOffer();
  const [saved, setSaved] = useState(false);
  const form = useForm({
    initialValues: {
      priceMin: mine ? formatTurkishNumber(mine.priceMin) : '',
      priceMax: mine ? formatTurkishNumber(mine.priceMax) : '',
      duration: mine?.duration ?? '',
      earliestDate: mine?.earliestDate ?? todayInTurkey(),
      note: mine?.note ?? '',
    },
    schema: offerSchema,
    toInput: (v) => ({
      ...v,
      priceMin: numberFromText(v.priceMin, undefined),
      priceMax: numberFromText(v.priceMax, undefined),
    }),
  });
  const submit = form.onSubmit((offer) => {
    if (send.isPending || closed) return;
    setSaved(false);
    send.mutate({ quoteId: quote.id, offer }, { onSuccess: () => setSaved(true), onError: form.showServerErrors });
  });
  return (
    <Stack component="form" gap="sm" onSubmit={submit} aria-label="Teklif formu">
      <Title order={3} fz="md">
        {mine ? 'Teklifinizi Düzenleyin' : 'Teklif Verin'}
      </Title>
      <FairPriceHint group={{ sector: quote.sector, vehicleType: quote.vehicleType, city: quote.city }} />
      {closed && (
        <Alert color={quote.state === 'won' ? 'green' : 'yellow'} role="status">
          {quote.state === 'won'
            ? 'Müşteri teklifinizi kabul etti; teklif artık değiştirilemez. Randevu seçildiyse Randevularım sayfasındadır.'
            : 'Bu istek kapandı: müşteri başka bir teklifi kabul etti ya da isteği iptal etti. Teklif artık gönderilemez.'}
        </Alert>
      )}
      <fieldset disabled={closed} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
        <Grid gutter="sm">
          <Grid.Col span={{ base: 6 }}>
            <NumberField label="En düşük fiyat (TL)" required placeholder="ör. 3.500" {...form.text('priceMin')} />
          </Grid.Col>
          <Grid.Col span={{ base: 6 }}>
            <NumberField label="En yüksek fiyat (TL)" required placeholder="ör. 4.250,50" {...form.text('priceMax')} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <TextInput
              label="Tahmini süre"
              placeholder="ör. 2 saat, 3 gün"
              required
              maxLength={QUOTE_LIMITS.durationMax}
              {...form.text('duration')}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <TextInput
              label="En erken tarih"
              type="date"
              required
              min={todayInTurkey()}
              {...form.text('earliestDate')}
            />
          </Grid.Col>
          <Grid.Col span={12}>
            <Textarea label="Not" autosize minRows={2} maxLength={QUOTE_LIMITS.noteMax} {...form.text('note')} />
          </Grid.Col>
        </Grid>
      </fieldset>
      {saved && (
        <Alert color="green" icon={<IconCheck aria-hidden />} role="status">
          Teklifiniz müşteriye iletildi.
        </Alert>
      )}
      <FormError>{send.isError ? errorText(send.error) : null}</FormError>
      <Button type="submit" loading={send.isPending} disabled={closed} style={{ alignSelf: 'flex-start' }}>
        {mine ? 'Teklifi Güncelle' : 'Teklif Gönder'}
      </Button>
    </Stack>
  );
}

/** A question to the customer, sent into their chat. */
function QuestionForm({ quote }: { quote: QuoteView }) {
  const ask = useAskQuestion();
  const [content, setContent] = useState('');
  return (
    <Stack
      component="form"
      gap="xs"
      onSubmit={(event) => {
        event.preventDefault();
        if (content.trim().length < 2 || ask.isPending) return;
        ask.mutate({ quoteId: quote.id, content }, { onSuccess: () => setContent('') });
      }}
    >
      <Textarea
        label="Müşteriye soru sorun"
        description="Sorunuz müşteriyle mesajlaşmanıza gönderilir."
        autosize
        minRows={2}
        maxLength={QUOTE_LIMITS.questionMax}
        value={content}
        onChange={(event) => setContent(event.currentTarget.value)}
      />
      {ask.isSuccess && (
        <Text size="sm" c="green.8" role="status">
          Sorunuz gönderildi. <Link to={chatHref(quote.customer.id)}>Sohbete git</Link>
        </Text>
      )}
      <FormError>{ask.isError ? errorText(ask.error) : null}</FormError>
      <Group gap="xs">
        <Button type="submit" variant="light" size="xs" loading={ask.isPending} disabled={content.trim().length < 2}>
          Soru Gönder
        </Button>
        <Button
          component={Link}
          to={chatHref(quote.customer.id)}
          variant="default"
          size="xs"
          leftSection={<IconMessageCircle size={14} aria-hidden />}
        >
          Sohbeti Aç
        </Button>
      </Group>
    </Stack>
  );
}

function IncomingDetail({ quote: data }: { quote: QuoteView }) {
  const mine = data.offers[0];
  // A form shown once stays, disabled, when the request closes under it: the business sees why it cannot send.
  const [formShown] = useState(data.state === 'new' || data.state === 'offered');
  return (
    <>
      <Text size="sm" c="dimmed">
        Müşteri: {data.customer.firstName} {data.customer.lastName}
      </Text>
      <QuoteSummary quote={data} />
      {formShown || data.state === 'new' || data.state === 'offered' ? (
        <OfferForm key={data.id} quote={data} mine={mine} />
      ) : (
        mine && (
          <Text size="sm">
            Teklifiniz: {formatPriceRange(mine.priceMin, mine.priceMax)}, en erken {dayText(mine.earliestDate)}
            {data.state === 'won' ? ' · Müşteri teklifinizi kabul etti.' : ''}
          </Text>
        )
      )}
      <QuestionForm quote={data} />
    </>
  );
}

/** /teklif-talepleri: the requests sent to the business, with the panel's filters and the offer form. */
export function QuoteInboxPage() {
  const { user } = useSession();
  const view = useQuoteView();
  const state = view.params.get('durum') ?? '';
  const urgency = view.params.get('aciliyet') ?? '';
  const list = useQuotes(
    { page: view.page, state: state || undefined, urgency: urgency || undefined },
    user?.userType === 'isletme',
  );
  // New requests arrive, and an accept (this business's offer or another's) closes the open one, without a reload.
  useLiveRefresh(['quote'], ['quotes']);
  if (!user) {
    return <SignedOutNotice title="Teklif Talepleri" text="Size gelen teklif isteklerini görmek için giriş yapın." />;
  }
  if (user.userType !== 'isletme') {
    return (
      <Container size="sm" py="xl">
        <Alert color="yellow" title="Teklif Talepleri">
          Bu sayfa işletme hesapları içindir.
        </Alert>
      </Container>
    );
  }
  return (
    <QuoteWorkspace
      title="Teklif Talepleri"
      filters={
        <Group grow gap="xs">
          <SelectField
            label="Durum"
            options={[{ value: '', label: 'Tümü' }, ...quoteStates]}
            value={state}
            onChange={(e) => view.update({ durum: e.currentTarget.value })}
          />
          <SelectField
            label="Aciliyet"
            options={[{ value: '', label: 'Tümü' }, ...urgencies]}
            value={urgency}
            onChange={(e) => view.update({ aciliyet: e.currentTarget.value })}
          />
        </Group>
      }
      view={view}
      list={list}
      failed="Teklif talepleri yüklenemedi"
      empty="Bu süzgeçlere uyan teklif isteği yok."
      detail={(quote) => <IncomingDetail key={quote.id} quote={quote} />}
    />
  );
}
