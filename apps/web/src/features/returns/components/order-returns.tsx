import { Button, FileInput, Group, NumberInput, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { RETURN_LIMITS, type ReturnRequest, returnRequestInputSchema } from '@otousta/shared/schemas/returns';
import type { Order } from '@otousta/shared/schemas/shop';
import { useState } from 'react';
import { FormError } from '../../../components/ui/form-error';
import { LoadFailed } from '../../../components/ui/load-failed';
import { useForm } from '../../../lib/use-form';
import { useOrderReturns } from '../api/order-returns';
import { useRequestReturn } from '../api/request-return';
import { ReturnCard, type ReturnViewer } from './return-card';

const DAY = 86_400_000;

/** Units of each order line that are still returnable: bought minus what requests hold (all but 'closed' ones). */
function returnable(order: Order, returns: ReturnRequest[]): Map<string, number> {
  const held = new Map<string, number>();
  for (const r of returns) {
    if (r.status === 'closed') continue;
    for (const item of r.items) held.set(item.orderItemId, (held.get(item.orderItemId) ?? 0) + item.quantity);
  }
  return new Map(order.items.map((item) => [item.id, item.quantity - (held.get(item.id) ?? 0)]));
}

function RequestForm({ order, left, onDone }: { order: Order; left: Map<string, number>; onDone: () => void }) {
  const lines = order.items.filter((item) => (left.get(item.id) ?? 0) > 0);
  const form = useForm({
    initialValues: {
      reason: '',
      quantities: Object.fromEntries(lines.map((item) => [item.id, 0])) as Record<string, number>,
    },
    schema: returnRequestInputSchema,
    toInput: ({ reason, quantities }) => ({
      reason,
      items: Object.entries(quantities)
        .filter(([, quantity]) => quantity > 0)
        .map(([orderItemId, quantity]) => ({ orderItemId, quantity })),
    }),
    // The lines' refusals show under the quantities.
    fieldOf: (path) => (path[0] === 'items' ? 'quantities' : (path[0] as 'reason')),
  });
  const [photos, setPhotos] = useState<File[]>([]);
  const request = useRequestReturn();
  const submit = form.onSubmit((data) =>
    request.mutate({ orderId: order.id, data, photos }, { onSuccess: onDone, onError: form.showServerErrors }),
  );
  return (
    <Paper withBorder p="sm" radius="md">
      <form onSubmit={submit} noValidate aria-label="İade talebi">
        <Stack gap="sm">
          <Title order={4} fz="sm">
            İade Talebi Oluştur
          </Title>
          <Text size="xs" c="dimmed">
            İade etmek istediğiniz ürünlerin adedini seçin. Satıcı onayladığında iade adresi burada görünür; paketi
            teslim aldığında iade tamamlanır.
          </Text>
          {lines.map((item) => (
            <NumberInput
              key={item.id}
              label={`${item.name} (en fazla ${left.get(item.id)})`}
              min={0}
              max={left.get(item.id)}
              allowDecimal={false}
              clampBehavior="strict"
              value={form.values.quantities[item.id]}
              onChange={(value) =>
                form.set('quantities', { ...form.values.quantities, [item.id]: typeof value === 'number' ? value : 0 })
              }
            />
          ))}
          {form.errors.quantities && (
            <Text size="sm" c="red.8" role="alert">
              {form.errors.quantities}
            </Text>
          )}
          <Textarea
            label="İade nedeni"
            autosize
            minRows={2}
            maxLength={RETURN_LIMITS.reasonMax}
            required
            {...form.text('reason')}
          />
          <FileInput
            label={`Fotoğraflar (isteğe bağlı, en fazla ${RETURN_LIMITS.photosMax})`}
            multiple
            clearable
            accept="image/jpeg,image/png,image/gif,image/webp"
            value={photos}
            onChange={(files) => setPhotos(files.slice(0, RETURN_LIMITS.photosMax))}
          />
          <Group gap="xs">
            <Button type="submit" size="sm" loading={request.isPending}>
              İade Talebini Gönder
            </Button>
            <Button variant="default" size="sm" onClick={onDone}>
              Vazgeç
            </Button>
          </Group>
          <FormError>{request.isError ? request.error.message : null}</FormError>
        </Stack>
      </form>
    </Paper>
  );
}

/**
 * The returns of one order (docs/product.md 'Returns'): each request with its history and the viewer's next step; the
 * buyer of a delivered order asks for a new one within 14 days of delivery, for units not yet returned.
 */
export function OrderReturns({ order, viewer }: { order: Order; viewer: ReturnViewer }) {
  const returns = useOrderReturns(order.id);
  const [asking, setAsking] = useState(false);
  if (returns.isPending) return null;
  if (returns.isError) {
    return (
      <LoadFailed
        title="İade talepleri yüklenemedi"
        message={returns.error.message}
        onRetry={() => void returns.refetch()}
      />
    );
  }
  const left = returnable(order, returns.data);
  const open =
    viewer === 'buyer' &&
    order.status === 'delivered' &&
    order.deliveredAt !== null &&
    Date.now() - new Date(order.deliveredAt).getTime() <= RETURN_LIMITS.windowDays * DAY &&
    [...left.values()].some((n) => n > 0);
  if (!returns.data.length && !open) return null;
  return (
    <Stack gap="xs" mt="sm">
      {returns.data.map((r) => (
        <ReturnCard key={r.id} request={r} viewer={viewer} />
      ))}
      {open &&
        (asking ? (
          <RequestForm order={order} left={left} onDone={() => setAsking(false)} />
        ) : (
          <Button variant="light" size="xs" w="fit-content" onClick={() => setAsking(true)}>
            İade Talebi Oluştur
          </Button>
        ))}
    </Stack>
  );
}
