import { Anchor, Box, Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { IconPackage, IconShoppingCart } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { createSearchParams, Link, useNavigate } from 'react-router';
import { paths } from '../../../app/paths';
import { useSession } from '../../../lib/session';
import { useCategoryCounts } from '../api/get-categories';
import { useProducts } from '../api/list-products';
import { CategoryGrid } from './category-grid';
import { ProductGrid } from './product-grid';
import { ProductSearch } from './product-search';
import classes from './shop.module.css';
import { WhyChooseUs } from './why-choose-us';

const catalogue = (params: Record<string, string>) => `${paths.spareParts}?${createSearchParams(params)}`;

/** A signed-in shopper's shortcuts under the search box. */
const shopperLinks = [
  { to: paths.cart, label: 'Sepetim', icon: IconShoppingCart },
  { to: paths.myOrders, label: 'Siparişlerim', icon: IconPackage },
];

/**
 * docs/product.md §2 'Marketplace home' (/oto-yedek): search bar, the seller banner for signed-in users (passed in by
 * the route, it belongs to the seller feature), popular categories and featured products.
 */
export function ShopHomePage({ sellerBanner }: { sellerBanner?: ReactNode }) {
  const navigate = useNavigate();
  const { user } = useSession();
  const featured = useProducts({ sort: 'popular', limit: 8, page: 1 });
  const counts = useCategoryCounts();

  return (
    <>
      <Box className={classes.hero}>
        <Container size="xl">
          <Stack gap="md" maw={760}>
            <Title order={1} c="white">
              OtoYedek
            </Title>
            <Text fz="lg" c="blue.0">
              Aracınız için yedek parça: onaylı satıcılar, 24 saatte kargo, kapıda ödeme.
            </Text>
            <ProductSearch initial="" size="lg" onSearch={(q) => navigate(q ? catalogue({ q }) : paths.spareParts)} />
            {user && (
              <Group gap="sm">
                {shopperLinks.map(({ to, label, icon: Icon }) => (
                  <Button
                    key={to}
                    component={Link}
                    to={to}
                    variant="white"
                    size="xs"
                    leftSection={<Icon size={16} aria-hidden />}
                  >
                    {label}
                  </Button>
                ))}
              </Group>
            )}
          </Stack>
        </Container>
      </Box>
      <Container size="xl" py="lg">
        <Stack gap={40}>
          {sellerBanner}
          <section aria-labelledby="popular-categories">
            <Group justify="space-between" mb="sm">
              <Title order={2} id="popular-categories" fz="h3">
                Popüler Kategoriler
              </Title>
              <Anchor component={Link} to={paths.categories} size="sm">
                Tüm kategoriler
              </Anchor>
            </Group>
            <CategoryGrid
              counts={counts.data}
              byPopularity
              limit={6}
              onSelect={(category) => category && navigate(catalogue({ kategori: category }))}
            />
          </section>
          <section aria-labelledby="featured-products">
            <Group justify="space-between" mb="sm">
              <Title order={2} id="featured-products" fz="h3">
                Öne Çıkan Ürünler
              </Title>
              <Anchor component={Link} to={paths.spareParts} size="sm">
                Tümünü gör
              </Anchor>
            </Group>
            <ProductGrid query={featured} />
          </section>
          <WhyChooseUs />
        </Stack>
      </Container>
    </>
  );
}
