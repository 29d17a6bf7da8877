import { Alert, Autocomplete, Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { carriers } from '@otousta/shared/options/shop';
import type { Order } from '@otousta/shared/schemas/shop';
import { shipOrderSchema } from '@otousta/shared/schemas/shop';
import { IconCircleCheck, IconTruckDelivery } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { useDeliverOrder, useShipOrder } from '../api/seller-orders';

function ShipModal({ order, onClose }: { order: Order; onClose: () => void }) {
  const [carrier, setCarrier] = useState('');
  const [trackingNumber, setTrackingNumber] = useState('');
  const [errors, setErrors] = useState<{ carrier?: string; trackingNumber?: string }>({});
  const ship = useShipOrder();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = shipOrderSchema.safeParse({ carrier, trackingNumber });
    if (!parsed.success) {
      const found: typeof errors = {};
      for (const issue of parsed.error.issues) found[issue.path[0] as keyof typeof errors] ??= issue.message;
      setErrors(found);
      return;
    }
    try {
      await ship.mutateAsync({ id: order.id, ...parsed.data });
      onClose();
    } catch {
      // The alert below shows the server's reason.
    }
  };
  return (
    <Modal opened onClose={onClose} title={`Kargoya Ver · ${order.orderNumber}`} centered>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Autocomplete
            label="Kargo Firması"
            placeholder="Seçin veya yazın"
            data={[...carriers]}
            value={carrier}
            onChange={(value) => {
              setCarrier(value);
              setErrors((e) => ({ ...e, carrier: undefined }));
            }}
            error={errors.carrier}
            required
          />
          <TextInput
            label="Takip Numarası"
            value={trackingNumber}
            onChange={(event) => {
              setTrackingNumber(event.currentTarget.value);
              setErrors((e) => ({ ...e, trackingNumber: undefined }));
            }}
            error={errors.trackingNumber}
            required
          />
          {ship.isError && (
            <Alert color="red" role="alert">
              {ship.error.message}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              İptal
            </Button>
            <Button type="submit" loading={ship.isPending} leftSection={<IconTruckDelivery size={18} aria-hidden />}>
              Kargoya Ver
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

/** Spec §2, §4: 'Kargoya Ver' on a pending order (asks carrier and tracking no.), 'Teslim Et' on a shipped one. */
export function OrderActions({ order }: { order: Order }) {
  const [shipping, setShipping] = useState(false);
  const deliver = useDeliverOrder();
  if (order.status === 'pending') {
    return (
      <>
        <Button
          size="xs"
          leftSection={<IconTruckDelivery size={16} aria-hidden />}
          onClick={() => setShipping(true)}
          aria-label={`Kargoya Ver: ${order.orderNumber}`}
        >
          Kargoya Ver
        </Button>
        {shipping && <ShipModal order={order} onClose={() => setShipping(false)} />}
      </>
    );
  }
  if (order.status === 'shipped') {
    return (
      <Stack gap={4} align="flex-start">
        <Button
          size="xs"
          color="teal.9"
          leftSection={<IconCircleCheck size={16} aria-hidden />}
          loading={deliver.isPending}
          onClick={() => deliver.mutate(order.id)}
          aria-label={`Teslim Et: ${order.orderNumber}`}
        >
          Teslim Et
        </Button>
        {deliver.isError && (
          <Alert color="red" p={6} role="alert">
            {deliver.error.message}
          </Alert>
        )}
      </Stack>
    );
  }
  return null;
}
