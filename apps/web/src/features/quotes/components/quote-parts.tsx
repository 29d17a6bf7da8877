import { Badge, Group, Image, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { brandsFor } from '@otousta/shared/options/brands';
import { findCity } from '@otousta/shared/options/cities';
import { sectors, vehicleTypes } from '@otousta/shared/options/vehicles';
import { type QuoteView, quoteStates, quoteStatusText, urgencyLabel } from '@otousta/shared/schemas/quotes';
import { imageVariant } from '@otousta/shared/text/image-url';
import { formatPlate } from '@otousta/shared/text/plate';

const brandLabels = new Map(brandsFor(['araba', 'motorsiklet']).map((b) => [b.value, b.label]));
export const brandLabel = (value: string) => brandLabels.get(value) ?? value;
export const sectorLabel = (value: string) => sectors.find((s) => s.value === value)?.label ?? value;
export const vehicleTypeLabel = (value: string) => vehicleTypes.find((v) => v.value === value)?.label ?? value;
export const cityLabel = (slug: string) => findCity(slug)?.name ?? slug;
export const dayText = (iso: string) =>
  new Date(iso.length === 10 ? `${iso}T12:00:00+03:00` : iso).toLocaleDateString('tr-TR', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Europe/Istanbul',
  });

const statusColor: Record<string, string> = {
  open: 'blue',
  accepted: 'green',
  cancelled: 'gray',
  expired: 'orange',
  new: 'blue',
  offered: 'violet',
  won: 'green',
  closed: 'gray',
};

/** The request's status for the customer, or where it stands for the business viewing it. */
export function QuoteBadge({ quote }: { quote: QuoteView }) {
  const value = quote.state ?? quote.status;
  const waiting = quote.state === null ? quote.offers.filter((o) => o.status === 'pending').length : 0;
  const label =
    quote.state === null
      ? quoteStatusText(quote.status, waiting)
      : (quoteStates.find((s) => s.value === value)?.label ?? value);
  return (
    <Badge
      color={waiting > 0 && value === 'open' ? 'violet' : (statusColor[value] ?? 'gray')}
      variant="light"
      tt="none"
    >
      {label}
    </Badge>
  );
}

export const vehicleLine = (quote: QuoteView) =>
  `${brandLabel(quote.brand)} ${quote.model} (${quote.year})${quote.plate ? ` · ${formatPlate(quote.plate)}` : ` · ${vehicleTypeLabel(quote.vehicleType)}`}`;

/** What the customer asked: vehicle, service, place, urgency, description and photos. */
export function QuoteSummary({ quote }: { quote: QuoteView }) {
  return (
    <Stack gap="xs">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Title order={2} fz="lg">
          {sectorLabel(quote.sector)} · {vehicleLine(quote)}
        </Title>
        <QuoteBadge quote={quote} />
      </Group>
      <Text size="sm" c="dimmed">
        {cityLabel(quote.city)} / {quote.district} · {urgencyLabel(quote.urgency)} · Gönderildi:{' '}
        {dayText(quote.createdAt)}
        {quote.status === 'open' ? ` · Son gün: ${dayText(quote.expiresAt)}` : ''}
      </Text>
      <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {quote.description}
      </Text>
      {quote.photos.length > 0 && (
        <SimpleGrid cols={{ base: 3, sm: 5 }} spacing="xs">
          {quote.photos.map((url, index) => (
            <a key={url} href={url} target="_blank" rel="noopener noreferrer">
              <Image src={imageVariant(url, 'thumb')} alt={`Fotoğraf ${index + 1}`} radius="sm" h={80} fit="cover" />
            </a>
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
