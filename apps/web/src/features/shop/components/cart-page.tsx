import {
  ActionIcon,
  Anchor,
  Avatar,
  Button,
  Container,
  Divider,
  Grid,
  Group,
  Paper,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import type { Cart } from '@otousta/shared/schemas/shop';
import { SHOP_LIMITS } from '@otousta/shared/schemas/shop';
import { imageVariant } from '@otousta/shared/text/image-url';
import { formatPrice } from '@otousta/shared/text/price';
import { IconShoppingCartOff, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { paths, productHref } from '../../../app/paths';
import { LoadFailed } from '../../../components/ui/load-failed';
import { NumberField } from '../../../components/ui/number-field';
import { PageLoader } from '../../../components/ui/page-loader';
import { SignedOutNotice } from '../../../components/ui/signed-out-notice';
import { useSession } from '../../../lib/session';
import { useCart, useRemoveCartItem, useUpdateCartItem } from '../api/cart';
import { quantityFromText } from '../quantity';

type Item = Cart['items'][number];

function CartRow({ item }: { item: Item }) {
  const update = useUpdateCartItem();
  const remove = useRemoveCartItem();
  const [quantity, setQuantity] = useState(String(item.quantity));
  const product = item.product;
  const name = product?.name ?? 'Satıştan kaldırılan ürün';
  const max = Math.max(1, Math.min(product?.stock ?? 1, SHOP_LIMITS.quantityMax));
  const commit = () => {
    const next = quantityFromText(quantity, max);
    setQuantity(String(next ?? item.quantity));
    if (next !== null && next !== item.quantity) update.mutate({ productId: item.productId, quantity: next });
  };
  const photo = product?.photos[0];
  return (
    <Paper withBorder p="sm" radius="md" component="li" style={{ listStyle: 'none' }}>
      <Group wrap="nowrap" align="flex-start" gap="sm">
        <Avatar src={photo ? imageVariant(photo, 'thumb') : null} size={72} radius="md" alt="">
          {name.charAt(0)}
        </Avatar>
        <Stack gap={4} flex={1} miw={0}>
          {product ? (
            <Anchor component={Link} to={productHref(product.id)} fw={600} lineClamp={2}>
              {name}
            </Anchor>
          ) : (
            <Text fw={600}>{name}</Text>
          )}
          {product && (
            <Text size="xs" c="dimmed">
              Satıcı: {product.seller.businessName}
            </Text>
          )}
          {!item.available && (
            <Text size="sm" c="red.9" role="alert">
              {product && product.status === 'active' && product.stock > 0
                ? `Stokta yalnızca ${product.stock} adet var; adedi azaltın.`
                : 'Bu ürün şu anda satışta değil; siparişten önce sepetten çıkarın.'}
            </Text>
          )}
          <Group gap="sm" mt={4} wrap="wrap" align="flex-end">
            <NumberField
              label="Adet"
              size="xs"
              w={90}
              decimals={0}
              value={quantity}
              onChange={(event) => setQuantity(event.currentTarget.value)}
              onBlur={commit}
              onKeyDown={(event) => event.key === 'Enter' && commit()}
              disabled={!product || update.isPending}
            />
            <ActionIcon
              variant="light"
              color="red"
              size="lg"
              onClick={() => remove.mutate(item.productId)}
              loading={remove.isPending}
              aria-label={`${name} ürününü sepetten çıkar`}
            >
              <IconTrash size={18} aria-hidden />
            </ActionIcon>
          </Group>
          {(update.isError || remove.isError) && (
            <Text size="sm" c="red.9" role="alert">
              {(update.error ?? remove.error)?.message}
            </Text>
          )}
        </Stack>
        <Stack gap={0} align="flex-end">
          <Text fw={700}>{formatPrice(item.lineTotal)}</Text>
          {product && item.quantity > 1 && (
            <Text size="xs" c="dimmed">
              {item.quantity} × {formatPrice(product.price)}
            </Text>
          )}
        </Stack>
      </Group>
    </Paper>
  );
}

export function CartSummary({ cart, action }: { cart: Cart; action?: React.ReactNode }) {
  return (
    <Paper withBorder p="md" radius="md">
      <Title order={2} fz="h4" mb="sm">
        Sipariş Özeti
      </Title>
      <Group justify="space-between">
        <Text c="dimmed">Ürünler ({cart.totalQuantity} adet)</Text>
        <Text>{formatPrice(cart.subtotal)}</Text>
      </Group>
      <Group justify="space-between" mt={4}>
        <Text c="dimmed">Kargo</Text>
        <Text c="teal.9">Ücretsiz</Text>
      </Group>
      <Divider my="sm" />
      <Group justify="space-between">
        <Text fw={700}>Toplam</Text>
        <Text fw={800} fz="xl" data-testid="cart-total">
          {formatPrice(cart.subtotal)}
        </Text>
      </Group>
      {action && <div style={{ marginTop: 16 }}>{action}</div>}
    </Paper>
  );
}

/** The signed-in user's cart, kept on the server (docs/decisions/006-shop-stock-money-and-orders.md). */
export function CartPage() {
  const { user } = useSession();
  const cart = useCart();
  if (!user) return <SignedOutNotice title="Sepetim" text="Sepetinizi görmek için giriş yapın." />;
  if (cart.isPending) return <PageLoader />;
  if (cart.isError) {
    return (
      <Container size="sm" py="xl">
        <LoadFailed title="Sepet yüklenemedi" message={cart.error.message} onRetry={() => void cart.refetch()} />
      </Container>
    );
  }
  const data = cart.data;
  const blocked = data.items.some((item) => !item.available);
  return (
    <Container size="lg" py="lg">
      <Group justify="space-between" mb="md">
        <Title order={1}>Sepetim</Title>
        <Anchor component={Link} to={paths.myOrders}>
          Siparişlerim
        </Anchor>
      </Group>
      {data.items.length === 0 ? (
        <Stack align="center" ta="center" py={48}>
          <IconShoppingCartOff size={56} stroke={1.4} color="var(--mantine-color-gray-6)" aria-hidden />
          <Title order={2} fz="h3">
            Sepetiniz boş
          </Title>
          <Text c="dimmed">Yedek parçalara göz atın, beğendiklerinizi sepete ekleyin.</Text>
          <Button component={Link} to={paths.spareParts}>
            Alışverişe Başla
          </Button>
        </Stack>
      ) : (
        <Grid gutter="lg">
          <Grid.Col span={{ base: 12, md: 8 }}>
            <Stack gap="sm" component="ul" p={0} m={0} aria-label="Sepetteki ürünler">
              {data.items.map((item) => (
                <CartRow key={item.productId} item={item} />
              ))}
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }}>
            <CartSummary
              cart={data}
              action={
                <Stack gap="xs">
                  {blocked && (
                    <Text size="sm" c="red.9">
                      Satışta olmayan veya stoğu yetmeyen ürünleri düzenleyin.
                    </Text>
                  )}
                  {blocked ? (
                    <Button fullWidth size="md" disabled>
                      Siparişi Tamamla
                    </Button>
                  ) : (
                    <Button component={Link} to={paths.checkout} fullWidth size="md">
                      Siparişi Tamamla
                    </Button>
                  )}
                </Stack>
              }
            />
          </Grid.Col>
        </Grid>
      )}
    </Container>
  );
}
