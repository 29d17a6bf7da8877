import {
  Alert,
  Anchor,
  AspectRatio,
  Badge,
  Breadcrumbs,
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
import type { Product } from '@otousta/shared/schemas/shop';
import { SHOP_LIMITS } from '@otousta/shared/schemas/shop';
import { formatPrice } from '@otousta/shared/text/price';
import {
  IconAlertCircle,
  IconBuildingStore,
  IconCheck,
  IconMessageCircle,
  IconPhotoOff,
  IconShoppingCartPlus,
} from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { businessHref, chatHref, paths, signInHref } from '../../../app/paths';
import { ProductReviews } from './product-reviews';

/** What 'Satıcıya Mesaj Gönder' puts in the composer: the product named, for the buyer to edit and send. */
const productQuestion = (name: string) => `Merhaba, "${name}" ürününüz hakkında bilgi almak istiyorum.`;

import { Carousel } from '../../../components/ui/carousel/carousel';
import { FavoriteButton } from '../../../components/ui/favorite-button';
import { NumberField } from '../../../components/ui/number-field';
import { PageLoader } from '../../../components/ui/page-loader';
import { isApiError } from '../../../lib/api-client';
import { usePageTitle } from '../../../lib/page-title';
import { useSession } from '../../../lib/session';
import { formatMonthYear } from '../../../lib/shop-format';
import { useAddToCart } from '../api/cart';
import { useProduct } from '../api/get-product';
import { quantityFromText } from '../quantity';
import { categoryLabel, cityName, conditionLabel } from '../shop-labels';
import classes from './shop.module.css';

function Gallery({ product }: { product: Product }) {
  if (!product.photos.length) {
    return (
      <AspectRatio ratio={4 / 3}>
        <div className={classes.noPhoto} role="img" aria-label="Fotoğraf yok">
          <IconPhotoOff size={56} aria-hidden />
        </div>
      </AspectRatio>
    );
  }
  // Up to ten photos: thumbnails pick one at a glance, so they take the dots' place whenever there are several.
  return <Carousel photos={product.photos} label={product.name} size="full" thumbnailsAbove={1} priority />;
}

function Purchase({ product }: { product: Product }) {
  const { user } = useSession();
  const location = useLocation();
  const [quantity, setQuantity] = useState('1');
  const add = useAddToCart();
  const max = Math.min(product.stock, SHOP_LIMITS.quantityMax);

  if (product.stock === 0) {
    return (
      <Button size="lg" disabled fullWidth>
        Stokta yok
      </Button>
    );
  }
  if (!user) {
    return (
      <Button component={Link} to={signInHref(location.pathname)} size="lg" fullWidth>
        Sepete eklemek için giriş yapın
      </Button>
    );
  }
  if (user.id === product.sellerId) {
    return (
      <Alert color="blue" variant="light">
        Bu ürün sizin mağazanıza ait.{' '}
        <Anchor component={Link} to={paths.sellerPanel}>
          Satış paneline git
        </Anchor>
      </Alert>
    );
  }
  return (
    <Stack gap="sm">
      <Group align="flex-end" wrap="nowrap">
        <NumberField
          label="Adet"
          decimals={0}
          value={quantity}
          onChange={(event) => setQuantity(event.currentTarget.value)}
          onBlur={() => setQuantity(String(quantityFromText(quantity, max) ?? 1))}
          w={110}
          size="md"
        />
        <Button
          size="md"
          flex={1}
          leftSection={<IconShoppingCartPlus size={20} aria-hidden />}
          loading={add.isPending}
          onClick={() => add.mutate({ productId: product.id, quantity: quantityFromText(quantity, max) ?? 1 })}
        >
          Sepete Ekle
        </Button>
      </Group>
      <div aria-live="polite">
        {add.isSuccess && (
          <Alert color="green" icon={<IconCheck aria-hidden />} variant="light">
            Ürün sepetinize eklendi.{' '}
            <Anchor component={Link} to={paths.cart} fw={600}>
              Sepete git
            </Anchor>
          </Alert>
        )}
        {add.isError && (
          <Alert color="red" icon={<IconAlertCircle aria-hidden />} variant="light" role="alert">
            {add.error.message}
          </Alert>
        )}
      </div>
    </Stack>
  );
}

/**
 * Who sells the product, and the ways to reach them: their business page when they have one, and a message (a
 * visitor signs in first and comes back here).
 */
function SellerCard({ product }: { product: Product }) {
  const { user } = useSession();
  const location = useLocation();
  const { seller } = product;
  const own = user?.id === seller.id;
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="seller-heading">
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <IconBuildingStore size={28} aria-hidden color="var(--mantine-color-blue-8)" />
        <Stack gap={2} miw={0}>
          <Text size="xs" c="dimmed" id="seller-heading">
            Satıcı
          </Text>
          {seller.userType === 'isletme' ? (
            <Anchor component={Link} to={businessHref(seller.id)} fw={700}>
              {seller.businessName}
            </Anchor>
          ) : (
            <Text fw={700}>{seller.businessName}</Text>
          )}
          <Text size="sm" c="dimmed">
            {cityName(seller.city)} · {formatMonthYear(seller.memberSince)} tarihinden beri üye
          </Text>
        </Stack>
      </Group>
      {!own && (
        <Button
          component={Link}
          to={user ? chatHref(seller.id, productQuestion(product.name)) : signInHref(location.pathname)}
          variant="light"
          fullWidth
          mt="sm"
          leftSection={<IconMessageCircle size={18} aria-hidden />}
        >
          Satıcıya Mesaj Gönder
        </Button>
      )}
    </Paper>
  );
}

/** `fitment`: what the page says about the buyer's vehicle (docs/product.md 'Garage, favourites and fitment'), placed under the title. */
function ProductDetails({ product, fitment }: { product: Product; fitment?: ReactNode }) {
  usePageTitle(product.name);
  return (
    <Container size="xl" py="lg">
      <Breadcrumbs mb="md" aria-label="Konum">
        <Anchor component={Link} to={paths.shop}>
          OtoYedek
        </Anchor>
        <Anchor component={Link} to={`${paths.spareParts}?kategori=${encodeURIComponent(product.category)}`}>
          {categoryLabel(product.category)}
        </Anchor>
        <Text span size="sm" lineClamp={1}>
          {product.name}
        </Text>
      </Breadcrumbs>
      <Grid gutter="xl">
        <Grid.Col span={{ base: 12, md: 6 }}>
          <Gallery product={product} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6 }}>
          <Stack gap="md">
            <Group gap={6}>
              <Badge variant="light">{categoryLabel(product.category)}</Badge>
              <Badge variant="light" color="gray">
                {conditionLabel(product.condition)}
              </Badge>
              {product.status === 'inactive' && (
                <Badge color="orange" variant="light">
                  Pasif
                </Badge>
              )}
            </Group>
            <Group justify="space-between" align="flex-start" wrap="nowrap">
              <div>
                <Title order={1} fz={{ base: 24, sm: 30 }}>
                  {product.name}
                </Title>
                <Text c="dimmed" mt={4}>
                  Marka: {product.brand}
                </Text>
              </div>
              <FavoriteButton kind="product" id={product.id} name={product.name} />
            </Group>
            {fitment}
            <Paper withBorder p="md" radius="md">
              <Group gap="sm" align="baseline">
                <Text fz={32} fw={800} c="blue.8">
                  {formatPrice(product.price)}
                </Text>
                {product.discountPercent !== null && product.originalPrice !== null && (
                  <>
                    <Text
                      c="dimmed"
                      td="line-through"
                      fz="lg"
                      aria-label={`Eski fiyat ${formatPrice(product.originalPrice)}`}
                    >
                      {formatPrice(product.originalPrice)}
                    </Text>
                    <Badge color="red.9" size="lg">
                      %{product.discountPercent} indirim
                    </Badge>
                  </>
                )}
              </Group>
              <Text size="sm" mt={6} c={product.stock > 0 ? 'teal.9' : 'red.9'} fw={600}>
                {product.stock > 0 ? `Stokta: ${product.stock} adet` : 'Stokta yok'}
              </Text>
              <Text size="sm" c="dimmed" mt={2}>
                Kapıda ödeme · 24 saatte kargo
              </Text>
              <Divider my="md" />
              <Purchase product={product} />
            </Paper>
            <SellerCard product={product} />
          </Stack>
        </Grid.Col>
      </Grid>
      <section aria-labelledby="product-description">
        <Title order={2} fz="h3" mt="xl" mb="sm" id="product-description">
          Ürün Açıklaması
        </Title>
        <Text style={{ whiteSpace: 'pre-line' }}>{product.description}</Text>
      </section>
      <ProductReviews
        productId={product.id}
        sellerId={product.sellerId}
        rating={product.rating}
        reviewCount={product.reviewCount}
      />
    </Container>
  );
}

/**
 * The product page (docs/decisions/006-shop-stock-money-and-orders.md): photos, seller (their page and a message about
 * the product), stock, price with the discount, adding to the cart, and the verified buyers' reviews.
 */
export function ProductPage({ id, fitment }: { id: string; fitment?: ReactNode }) {
  const query = useProduct(id);
  if (query.isPending) return <PageLoader />;
  if (query.isError) {
    const notFound = isApiError(query.error) && query.error.statusCode === 404;
    return (
      <Container size="sm" py={64}>
        <Stack align="center" ta="center">
          <Title order={1}>{notFound ? 'Ürün Bulunamadı' : 'Ürün yüklenemedi'}</Title>
          <Text c="dimmed">{notFound ? 'Bu ürün satıştan kaldırılmış olabilir.' : query.error.message}</Text>
          <Group>
            {!notFound && <Button onClick={() => void query.refetch()}>Tekrar Dene</Button>}
            <Button component={Link} to={paths.spareParts} variant="light">
              Yedek parçalara dön
            </Button>
          </Group>
        </Stack>
      </Container>
    );
  }
  return <ProductDetails product={query.data} fitment={fitment} />;
}
