import { Button, Card, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { Product } from '@otousta/shared/schemas/shop';
import { IconPackageOff } from '@tabler/icons-react';
import { LoadFailed } from '../../../components/ui/load-failed';
import { ProductCard } from './product-card';

interface ProductGridProps {
  /** The query of the products shown. */
  query: { data?: { products: Product[] }; isPending: boolean; error: Error | null; refetch: () => unknown };
  /** docs/product.md §2: the empty state's 'Filtreleri Temizle'; left out where there is nothing to clear. */
  onClearFilters?: () => void;
  skeletons?: number;
}

/** Product cards with the loading, error and empty states of the parts pages. */
export function ProductGrid({ query, onClearFilters, skeletons = 8 }: ProductGridProps) {
  const { isPending, error } = query;
  const products = query.data?.products;
  if (isPending) {
    return (
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: 4 }} spacing="md" aria-busy="true" aria-label="Ürünler yükleniyor">
        {Array.from({ length: skeletons }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
          <Card key={i} withBorder padding="sm">
            <Skeleton height={160} />
            <Skeleton height={14} mt="sm" width="60%" />
            <Skeleton height={18} mt="xs" />
            <Skeleton height={22} mt="xs" width="40%" />
          </Card>
        ))}
      </SimpleGrid>
    );
  }
  if (error) {
    return <LoadFailed title="Ürünler yüklenemedi" message={error.message} onRetry={() => void query.refetch()} />;
  }
  if (!products?.length) {
    return (
      <Stack align="center" ta="center" py={48} gap="sm">
        <IconPackageOff size={48} stroke={1.4} color="var(--mantine-color-gray-6)" aria-hidden />
        <Title order={3}>Ürün Bulunamadı</Title>
        <Text c="dimmed">Aradığınız kriterlere uygun ürün bulunamadı. Farklı bir arama veya kategori deneyin.</Text>
        {onClearFilters && (
          <Button variant="light" onClick={onClearFilters}>
            Filtreleri Temizle
          </Button>
        )}
      </Stack>
    );
  }
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: 4 }} spacing="md">
      {products.map((product) => (
        <ProductCard key={product.id} product={product} />
      ))}
    </SimpleGrid>
  );
}
