import { Anchor, Avatar, Button, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { labelOf, paymentMethods } from '@otousta/shared/options/shop';
import type { Order } from '@otousta/shared/schemas/shop';
import { imageVariant } from '@otousta/shared/text/image-url';
import { formatPrice } from '@otousta/shared/text/price';
import { IconPackage } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { paths, productHref } from '../../../app/paths';
import { ConfirmAction } from '../../../components/ui/confirm-action';
import { LoadFailed } from '../../../components/ui/load-failed';
import { OrderStatusBadge } from '../../../components/ui/order-status-badge';
import { PageLoader } from '../../../components/ui/page-loader';
import { PageButtonsRow } from '../../../components/ui/pagination/list-pages';
import { QueryResult } from '../../../components/ui/query-result';
import { SignedOutNotice } from '../../../components/ui/signed-out-notice';
import { useSession } from '../../../lib/session';
import { formatDateTime } from '../../../lib/shop-format';
import { orderQueryOptions, useCancelOrder, useMyOrders, useOrders } from '../api/orders';
import { LegalDocuments } from './legal-documents';

function CancelButton({ order }: { order: Order }) {
  const cancel = useCancelOrder();
  return (
    <ConfirmAction
      title="Siparişi İptal Et"
      failure="Sipariş iptal edilemedi"
      question={`${order.orderNumber} numaralı siparişi iptal etmek istediğinizden emin misiniz?`}
      onConfirm={() => cancel.mutateAsync(order.id)}
    >
      {(ask) => (
        <Button variant="light" color="red" size="xs" onClick={ask}>
          Siparişi İptal Et
        </Button>
      )}
    </ConfirmAction>
  );
}

/** What the route adds under each order: its returns (the returns feature). */
type OrderExtra = (order: Order) => ReactNode;

/** The sales documents the buyer accepted, exactly as stored with the order, folded until asked for. */
function OrderDocuments({ order }: { order: Order }) {
  const [open, setOpen] = useState(false);
  if (!order.documents) return null;
  return (
    <>
      <Button variant="subtle" size="xs" px={0} onClick={() => setOpen((o) => !o)} aria-expanded={open}>
        {open ? 'Sözleşmeleri Gizle' : 'Ön Bilgilendirme Formu ve Mesafeli Satış Sözleşmesi'}
      </Button>
      {open && <LegalDocuments documents={order.documents} />}
    </>
  );
}

function OrderCard({ order, extra }: { order: Order; extra: OrderExtra }) {
  return (
    <Paper withBorder p="md" radius="md" component="article" aria-label={`Sipariş ${order.orderNumber}`}>
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
        <div>
          <Group gap="xs">
            <Text fw={700}>{order.orderNumber}</Text>
            <OrderStatusBadge status={order.status} />
          </Group>
          <Text size="sm" c="dimmed">
            {formatDateTime(order.createdAt)} · Satıcı: {order.seller.businessName}
          </Text>
        </div>
        <Text fw={800} fz="lg">
          {formatPrice(order.total)}
        </Text>
      </Group>
      <Stack gap={6} mt="sm">
        {order.items.map((item) => (
          <Group key={`${item.productId}-${item.name}`} gap="sm" wrap="nowrap">
            <Avatar src={item.photo ? imageVariant(item.photo, 'thumb') : null} radius="sm" size={40} alt="">
              <IconPackage size={18} aria-hidden />
            </Avatar>
            <Text size="sm" flex={1} lineClamp={1}>
              {item.productId ? (
                <Anchor component={Link} to={productHref(item.productId)} inherit>
                  {item.name}
                </Anchor>
              ) : (
                item.name
              )}
            </Text>
            <Text size="sm" c="dimmed">
              {item.quantity} × {formatPrice(item.price)}
            </Text>
          </Group>
        ))}
      </Stack>
      <Group justify="space-between" mt="sm" wrap="wrap" gap="xs">
        <Text size="sm" c="dimmed">
          {labelOf(paymentMethods, order.paymentMethod)} · {order.deliveryAddress.district}/{order.deliveryAddress.city}
          {order.carrier && ` · ${order.carrier}, takip no: ${order.trackingNumber}`}
        </Text>
        {order.status === 'pending' && <CancelButton order={order} />}
      </Group>
      <OrderDocuments order={order} />
      {extra(order)}
    </Paper>
  );
}

/** One order the address names (?siparis=, the link of its mails and notifications). */
function OneOrder({ id, extra }: { id: string; extra: OrderExtra }) {
  const queryClient = useQueryClient();
  const { orders, error } = useOrders([id]);
  return (
    <Container size="md" py="lg">
      <Anchor component={Link} to={paths.myOrders} size="sm">
        ← Tüm siparişlerim
      </Anchor>
      <Title order={1} my="md">
        Sipariş Ayrıntısı
      </Title>
      {orders ? (
        <OrderCard order={orders[0]!} extra={extra} />
      ) : error ? (
        <LoadFailed
          title="Sipariş yüklenemedi"
          message={error.message}
          onRetry={() => void queryClient.invalidateQueries({ queryKey: orderQueryOptions(id).queryKey })}
        />
      ) : (
        <PageLoader />
      )}
    </Container>
  );
}

/**
 * The buyer's orders (docs/decisions/006-shop-stock-money-and-orders.md), with cancelling while an order is still
 * pending, the sales documents accepted at checkout, and what the route adds (returns).
 */
export function MyOrdersPage({ orderExtra }: { orderExtra: OrderExtra }) {
  const { user } = useSession();
  const [page, setPage] = useState(1);
  const [params] = useSearchParams();
  const orders = useMyOrders(page);
  const one = params.get('siparis');
  if (!user) return <SignedOutNotice title="Siparişlerim" text="Siparişlerinizi görmek için giriş yapın." />;
  if (one) return <OneOrder id={one} extra={orderExtra} />;
  return (
    <Container size="md" py="lg">
      <Title order={1} mb="md">
        Siparişlerim
      </Title>
      <QueryResult query={orders} failedTitle="Siparişler yüklenemedi">
        {(data) =>
          data.orders.length === 0 ? (
            <Stack align="center" ta="center" py={48}>
              <Title order={2} fz="h3">
                Henüz siparişiniz yok
              </Title>
              <Button component={Link} to={paths.spareParts}>
                Yedek Parçalara Göz At
              </Button>
            </Stack>
          ) : (
            <Stack gap="md">
              {data.orders.map((order) => (
                <OrderCard key={order.id} order={order} extra={orderExtra} />
              ))}
              <PageButtonsRow pages={data.pagination.pages} page={page} onChange={setPage} />
            </Stack>
          )
        }
      </QueryResult>
    </Container>
  );
}
