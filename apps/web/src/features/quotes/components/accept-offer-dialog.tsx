import { Alert, Button, Checkbox, Group, Modal, Stack, Text } from '@mantine/core';
import { timeText } from '@otousta/shared/hours/clock-text';
import { toLocal } from '@otousta/shared/hours/istanbul';
import type { OfferView, QuoteView } from '@otousta/shared/schemas/quotes';
import { businessDisplayName } from '@otousta/shared/text/business-name';
import { formatPriceRange } from '@otousta/shared/text/price';
import { IconCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { appointmentHref } from '../../../app/paths';
import { DaySlotPicker } from '../../../components/ui/day-slot-picker';
import { FormError } from '../../../components/ui/form-error';
import { isApiError } from '../../../lib/api-client';
import { errorText } from '../../../lib/error-text';
import { useAcceptOffer } from '../api/accept-offer';
import { dayText } from './quote-parts';

export const offerPriceText = (offer: OfferView) => formatPriceRange(offer.priceMin, offer.priceMax);

/**
 * Accepting an offer (docs/product.md §10): the customer picks one of the business's free slots on or after the
 * offer's earliest day, or says the time will be agreed with the business. The request may close under the open
 * dialog (cancelled or expired in another tab): the live quote then disables it with a note.
 */
export function AcceptOfferDialog({
  quote,
  offer,
  onClose,
}: {
  quote: QuoteView;
  offer: OfferView;
  onClose: () => void;
}) {
  const today = toLocal(new Date()).date;
  // The later of today and the offer's earliest day (ISO dates sort as text).
  const first = [today, offer.earliestDate].sort()[1]!;
  const [startsAt, setStartsAt] = useState('');
  const [later, setLater] = useState(false);
  const accept = useAcceptOffer();
  const [done, setDone] = useState<{ appointmentId: string | null } | null>(null);
  const name = businessDisplayName(offer.business);
  const closed = quote.status !== 'open' && !done;

  const submit = () => {
    if (accept.isPending || closed) return;
    accept.mutate(
      { quoteId: quote.id, offerId: offer.id, choice: later ? { later: true } : { startsAt } },
      {
        onSuccess: (result) => setDone({ appointmentId: result.appointmentId }),
        // A slot taken meanwhile: the picker shows the day again as it is now.
        onError: (error) => {
          if (isApiError(error) && error.statusCode === 409) setStartsAt('');
        },
      },
    );
  };

  return (
    <Modal opened onClose={onClose} title="Teklifi Kabul Et" size="lg">
      {done ? (
        <Stack>
          <Alert color="green" icon={<IconCheck aria-hidden />} role="status" title="Teklifi kabul ettiniz">
            {done.appointmentId
              ? `${name} işletmesine ${timeText(startsAt)} için randevu talebiniz iletildi (${dayText(startsAt)}). İşletme onayladığında size haber vereceğiz.`
              : `${name} işletmesine haber verildi. Randevu zamanını mesajlaşarak birlikte belirleyebilirsiniz.`}
          </Alert>
          <Group>
            {done.appointmentId && (
              <Button component={Link} to={appointmentHref(done.appointmentId)}>
                Randevuyu Gör
              </Button>
            )}
            <Button variant="default" onClick={onClose}>
              Kapat
            </Button>
          </Group>
        </Stack>
      ) : (
        <Stack>
          <Text size="sm">
            {name} işletmesinin {offerPriceText(offer)} teklifini kabul ediyorsunuz. İstek kapanır ve diğer işletmelere
            haber verilir.
          </Text>
          {closed && (
            <Alert color="yellow" role="alert">
              Bu teklif isteği artık açık değil (kabul edildi, iptal edildi ya da süresi doldu); teklif kabul edilemez.
            </Alert>
          )}
          <DaySlotPicker
            businessId={offer.business.id}
            firstDay={first}
            dayLabel={`Randevu günü (en erken ${dayText(offer.earliestDate)})`}
            value={startsAt}
            onChange={setStartsAt}
            disabled={later || closed}
          />
          <Checkbox
            label="Zamanı işletmeyle konuşarak belirleyeceğim"
            checked={later}
            disabled={closed}
            onChange={(e) => setLater(e.currentTarget.checked)}
          />
          {accept.isError && <FormError>{errorText(accept.error)}</FormError>}
          <Text size="xs" c="dimmed">
            Saatler Türkiye saatiyle (GMT+3). Randevu işletme onaylayınca kesinleşir.
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Vazgeç
            </Button>
            <Button onClick={submit} loading={accept.isPending} disabled={closed || (!later && !startsAt)}>
              {later ? 'Randevusuz Kabul Et' : 'Kabul Et ve Randevu Al'}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
