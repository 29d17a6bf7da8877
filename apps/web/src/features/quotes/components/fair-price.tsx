import { Alert, Badge, Text } from '@mantine/core';
import { findCity } from '@otousta/shared/options/cities';
import {
  type PriceBand,
  type PriceEstimate,
  type PriceGroup,
  priceBandLabels,
  priceEstimateText,
} from '@otousta/shared/schemas/prices';
import { IconScale } from '@tabler/icons-react';
import { usePriceEstimate } from '../api/get-price-estimate';

/** "İzmir'de benzer işler: 1.200–1.800 ₺, 37 iş" for a request's sector, vehicle type and city. */
export function fairPriceText(city: string, estimate: PriceEstimate) {
  return priceEstimateText(findCity(city)?.name ?? city, estimate);
}

/** On the request form: the usual price of such a job once sector, vehicle type and city are chosen, if known. */
export function FairPriceHint({ group }: { group: PriceGroup }) {
  const estimate = usePriceEstimate(group);
  if (!estimate.data) return null;
  return (
    <Alert variant="light" color="teal" icon={<IconScale size={18} aria-hidden />} role="status" p="xs">
      <Text size="sm">{fairPriceText(group.city, estimate.data)}</Text>
      <Text size="xs" c="dimmed">
        Kabul edilen tekliflerden ve tamamlanan işlerin son fiyatlarından.
      </Text>
    </Alert>
  );
}

const bandColors: Record<PriceBand, string> = { below: 'teal', within: 'gray', above: 'orange' };

/** On an offer card: where its price stands against similar jobs. */
export function PriceBandBadge({ band }: { band: PriceBand | null }) {
  if (!band) return null;
  return (
    <Badge color={bandColors[band]} variant="light" tt="none">
      {priceBandLabels[band]}
    </Badge>
  );
}
