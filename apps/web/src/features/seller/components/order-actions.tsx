import { Alert, Autocomplete, Button, Modal, Stack, TextInput } from '@mantine/core';
import { carriers } from '@otousta/shared/options/shop';
import type { Order } from '@otousta/shared/schemas/shop';
import { shipOrderSchema } from '@otousta/shared/schemas/shop';
import { IconCircleCheck, IconTruckDelivery } from '@tabler/icons-react';
import { useState } from 'react';
import { DialogActions } from '../../../components/ui/dialog-actions';
import { useForm } from '../../../lib/use-form';
import { useDeliverOrder, useShipOrder } from '../api/seller-orders';

function ShipModal({ order, onClose }: { order: Order; onClose: () => void }) {
  const form = useForm({ initialValues: { carrier: '', trackingNumber: '' }, schema: shipOrderSchema });
  const ship = useShipOrder();
  const submit = form.onSubmit(async (data) => {
    try {
      await ship.mutateAsync({ id: order.id, ...data });
      onClose();
    } catch {
      // The alert below shows the server's reason.
    }
  });
  return (
    <Modal opened onClose={onClose} title={`Kargoya Ver · ${order.orderNumber}`} centered>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Autocomplete
            label="Kargo Firması"
            placeholder="Seçin veya yazın"
            data={[...carriers]}
            value={form.values.carrier}
            onChange={(value) => form.set('carrier', value)}
            error={form.errors.carrier}
            required
          />
          <TextInput label="Takip Numarası" {...form.text('trackingNumber')} required />
          <DialogActions error={ship.error} onCancel={onClose}>
            <Button type="submit" loading={ship.isPending} leftSection={<IconTruckDelivery size={18} aria-hidden />}>
              Kargoya Ver
            </Button>
          </DialogActions>
        </Stack>
      </form>
    </Modal>
  );
}

/** docs/product.md §2, §4: 'Kargoya Ver' on a pending order (asks carrier and tracking no.), 'Teslim Et' on a shipped one. */
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
