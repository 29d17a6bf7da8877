import { Badge, Button, Group, Paper, Rating, SimpleGrid, Stack, Text } from '@mantine/core';
import type { QuoteView } from '@otousta/shared/schemas/quotes';
import { businessDisplayName } from '@otousta/shared/text/business-name';
import { formatDistanceKm } from '@otousta/shared/text/distance';
import { durationShort, responseTimeText } from '@otousta/shared/text/response-time';
import { IconCalendarEvent, IconMessageCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { appointmentHref, businessHref, chatHref } from '../../../app/paths';
import { VerifiedMark } from '../../../components/ui/verified-mark';
import { AcceptOfferDialog, offerPriceText as priceText } from './accept-offer-dialog';
import { fairPriceText, PriceBandBadge } from './fair-price';
import { dayText } from './quote-parts';

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
      <Text size="sm" c="dimmed" style={{ flex: 'none' }}>
        {label}
      </Text>
      <Text size="sm" ta="right" component="div">
        {children}
      </Text>
    </Group>
  );
}

/**
 * The offers of a request side by side (docs/product.md §10): price, earliest date, duration, rating, distance from the
 * request's district, verification, how fast each answered; the customer accepts one while the request is open.
 */
export function OffersComparison({ quote }: { quote: QuoteView }) {
  // The offer being accepted, by id: the dialog reads it from the live request.
  const [choosing, setChoosing] = useState<string | null>(null);
  const chosen = quote.offers.find((offer) => offer.id === choosing);
  if (quote.offers.length === 0) {
    return (
      <Text c="dimmed" size="sm">
        {quote.status === 'open'
          ? 'Henüz teklif gelmedi. İşletmeler teklif verdikçe burada yan yana göreceksiniz.'
          : 'Bu isteğe teklif verilmedi.'}
      </Text>
    );
  }
  const cheapest = Math.min(...quote.offers.map((o) => o.priceMin));
  return (
    <Stack gap="sm">
      {quote.appointmentId && (
        <Button
          component={Link}
          to={appointmentHref(quote.appointmentId)}
          variant="light"
          leftSection={<IconCalendarEvent size={16} aria-hidden />}
          style={{ alignSelf: 'flex-start' }}
        >
          Randevuyu Gör
        </Button>
      )}
      {quote.priceEstimate && (
        <Text size="sm" c="dimmed">
          {fairPriceText(quote.city, quote.priceEstimate)}
        </Text>
      )}
      <SimpleGrid cols={{ base: 1, sm: Math.min(quote.offers.length, 3) }} spacing="sm" aria-label="Teklifler">
        {quote.offers.map((offer) => {
          const b = offer.business;
          const name = businessDisplayName(b);
          const usual = responseTimeText(b.responseTimeMinutes);
          return (
            <Paper
              key={offer.id}
              withBorder
              p="md"
              radius="md"
              component="article"
              aria-label={`${name} teklifi`}
              style={
                offer.status === 'accepted'
                  ? { borderColor: 'var(--mantine-color-green-6)', borderWidth: 2 }
                  : undefined
              }
            >
              <Stack gap={6}>
                <Group gap={6} wrap="nowrap">
                  <Text fw={700} component={Link} to={businessHref(b.id)} style={{ overflowWrap: 'anywhere' }}>
                    {name}
                  </Text>
                  {b.isVerified && <VerifiedMark size={18} style={{ flex: 'none' }} />}
                </Group>
                <Group gap={6}>
                  {offer.priceMin === cheapest && quote.offers.length > 1 && (
                    <Badge color="teal" variant="light" tt="none">
                      En uygun fiyat
                    </Badge>
                  )}
                  {offer.status === 'accepted' && (
                    <Badge color="green" tt="none">
                      Kabul edildi
                    </Badge>
                  )}
                  <PriceBandBadge band={offer.priceBand} />
                </Group>
                <Text fz="xl" fw={800}>
                  {priceText(offer)}
                </Text>
                <Row label="En erken">{dayText(offer.earliestDate)}</Row>
                <Row label="Süre">{offer.duration}</Row>
                <Row label="Puan">
                  {b.reviewCount > 0 ? (
                    <Group gap={4} justify="flex-end" wrap="nowrap">
                      <Rating value={b.rating} fractions={10} readOnly size="xs" aria-hidden />
                      {b.rating.toFixed(1)} ({b.reviewCount})
                    </Group>
                  ) : (
                    'Henüz yok'
                  )}
                </Row>
                <Row label="Uzaklık">
                  {offer.distanceKm === null ? 'Konum yok' : formatDistanceKm(offer.distanceKm)}
                </Row>
                <Row label="Yanıt süresi">{durationShort(offer.responseMinutes)}</Row>
                {usual && (
                  <Text size="xs" c="teal.8">
                    {usual}
                  </Text>
                )}
                {offer.note && (
                  <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                    {offer.note}
                  </Text>
                )}
                <Group gap="xs" mt="xs">
                  {quote.status === 'open' && (
                    <Button size="xs" onClick={() => setChoosing(offer.id)}>
                      Teklifi Kabul Et
                    </Button>
                  )}
                  <Button
                    size="xs"
                    variant="default"
                    component={Link}
                    to={chatHref(b.id)}
                    leftSection={<IconMessageCircle size={14} aria-hidden />}
                  >
                    Mesaj
                  </Button>
                </Group>
              </Stack>
            </Paper>
          );
        })}
      </SimpleGrid>
      {chosen && <AcceptOfferDialog quote={quote} offer={chosen} onClose={() => setChoosing(null)} />}
    </Stack>
  );
}
