import { Alert, Group, Stack, Text } from '@mantine/core';
import { fitVerdict, type Vehicle } from '@otousta/shared/schemas/garage';
import { IconAlertTriangle, IconCircleCheck, IconHelpCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { SelectField } from '../../../components/ui/select-field';
import { useFitment } from '../api/get-fitment';

const looks = {
  fits: { color: 'teal', icon: IconCircleCheck, text: 'Aracınıza uyumlu' },
  doesNotFit: { color: 'red', icon: IconAlertTriangle, text: 'Aracınıza uyumlu değil' },
  unspecified: { color: 'gray', icon: IconHelpCircle, text: 'Uyumluluk belirtilmemiş' },
} as const;

/**
 * The product page's answer for a garage vehicle (docs/product.md 'Garage, favourites and fitment'): 'Aracınıza uyumlu', 'Aracınıza
 * uyumlu değil' (the seller listed vehicles, none is this one) or 'Uyumluluk belirtilmemiş'; with several vehicles the
 * buyer picks which. The rule is the API's own (packages/shared). Also lists the part's OEM numbers.
 */
export function FitmentVerdict({ productId, vehicles }: { productId: string; vehicles: Vehicle[] }) {
  const fitment = useFitment(productId);
  const [chosen, setChosen] = useState<string | null>(null);
  if (!fitment.data) return null;
  const vehicle = vehicles.find((v) => v.id === chosen) ?? vehicles[0];
  const verdict = vehicle ? looks[fitVerdict(fitment.data, vehicle)] : null;
  const oems = fitment.data.oemNumbers;
  if (!verdict && !oems.length) return null;
  return (
    <Stack gap="xs">
      {verdict && vehicle && (
        <Alert
          color={verdict.color}
          variant="light"
          icon={<verdict.icon aria-hidden />}
          title={verdict.text}
          data-testid="fitment-verdict"
        >
          {vehicles.length > 1 ? (
            <SelectField
              label="Aracınız"
              size="xs"
              options={vehicles.map((v) => ({
                value: v.id,
                label: `${v.plateDisplay} · ${v.brandLabel} ${v.model} ${v.year}`,
              }))}
              value={vehicle.id}
              onChange={(event) => setChosen(event.currentTarget.value)}
              maw={320}
            />
          ) : (
            <Text size="sm">
              {vehicle.plateDisplay} · {vehicle.brandLabel} {vehicle.model} {vehicle.year}
            </Text>
          )}
        </Alert>
      )}
      {oems.length > 0 && (
        <Group gap={6}>
          <Text size="sm" c="dimmed">
            OEM numaraları:
          </Text>
          <Text size="sm" ff="monospace">
            {oems.join(', ')}
          </Text>
        </Group>
      )}
    </Stack>
  );
}
