import { Box, Container, Group, Pagination, Select, Stack, Text, Title } from '@mantine/core';
import { type ProductCategory, type ProductSort, productCategories, productSorts } from '@otousta/shared/options/shop';
import { SHOP_LIMITS } from '@otousta/shared/schemas/shop';
import { useSearchParams } from 'react-router';
import { VEHICLE_PARAM } from '../../../app/paths';
import { SelectField } from '../../../components/ui/select-field';
import { useCategoryCounts } from '../api/get-categories';
import { useProducts } from '../api/list-products';
import { type CatalogueView, catalogueViews } from '../catalogue-views';
import { CategoryGrid } from './category-grid';
import { ProductGrid } from './product-grid';
import { ProductSearch } from './product-search';
import { WhyChooseUs } from './why-choose-us';

const sortOptions = productSorts.map((s) => ({ value: s.value as string, label: s.label as string }));
const isSort = (value: string | null) => productSorts.some((s) => s.value === value);
const isCategory = (value: string | null) => productCategories.some((c) => c.value === value);

/**
 * docs/product.md §2 '/yedek-parca' and the footer's catalogue views (docs/decisions/014-footer-links-resolve.md).
 * Search, category and sort live in the URL, so a filtered page can be shared and the back button restores it.
 */
export function CataloguePage({
  view,
  vehicles,
}: {
  view: CatalogueView;
  /** The signed-in user's garage vehicles, for 'Aracıma uyanlar' (docs/product.md 'Garage, favourites and fitment'). */
  vehicles?: { value: string; label: string }[];
}) {
  const config = catalogueViews[view];
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  // Unknown values in a hand-edited URL fall back to no filter instead of an error page.
  const rawCategory = params.get('kategori');
  const category = isCategory(rawCategory) ? (rawCategory as ProductCategory) : undefined;
  const rawSort = params.get('sirala');
  const sort = isSort(rawSort) ? (rawSort as ProductSort) : config.defaultSort;
  const page = Math.max(1, Number(params.get('sayfa')) || 1);
  const fits = params.get(VEHICLE_PARAM) || undefined;
  const oem = params.get('oem') || undefined;

  const query = useProducts({
    q: q || undefined,
    category,
    sort,
    view: config.view,
    fits,
    oem,
    page,
    limit: SHOP_LIMITS.pageSize,
  });

  const update = (changes: Record<string, string | undefined>) => {
    setParams((current) => {
      const next = new URLSearchParams(current);
      for (const [key, value] of Object.entries(changes)) {
        if (value) next.set(key, value);
        else next.delete(key);
      }
      // Any change but paging starts from the first page again.
      if (!('sayfa' in changes)) next.delete('sayfa');
      return next;
    });
  };
  const filtered = Boolean(q || category || fits || oem);
  const clearFilters = () =>
    update({ q: undefined, kategori: undefined, sirala: undefined, [VEHICLE_PARAM]: undefined, oem: undefined });
  const pagination = query.data?.pagination;
  const counts = useCategoryCounts();

  const categories = (
    <section aria-labelledby="catalogue-categories">
      <Title order={2} id="catalogue-categories" fz="h3" mb="sm">
        Kategoriler
      </Title>
      <CategoryGrid
        selected={category}
        counts={config.view === 'all' ? counts.data : undefined}
        onSelect={(value) => update({ kategori: value })}
      />
    </section>
  );

  return (
    <Container size="xl" py="lg">
      <Stack gap="lg">
        <Box>
          <Title order={1}>{config.title}</Title>
          <Text c="dimmed" mt={4}>
            {config.intro}
          </Text>
        </Box>
        <ProductSearch initial={q} onSearch={(value) => update({ q: value || undefined })} />
        <ProductSearch
          size="sm"
          initial={oem ?? ''}
          onSearch={(value) => update({ oem: value || undefined })}
          label="OEM numarasıyla ara"
          placeholder="OEM numarası (ör. 51935455)"
        />
        {config.categoriesFirst && categories}
        <section aria-labelledby="catalogue-products">
          <Group justify="space-between" align="flex-end" mb="sm" wrap="wrap">
            <div>
              <Title order={2} id="catalogue-products" fz="h3">
                Ürünler
              </Title>
              {pagination && (
                <Text size="sm" c="dimmed" aria-live="polite">
                  {pagination.total} ürün bulundu
                </Text>
              )}
            </div>
            <Group gap="sm" align="flex-end" w={{ base: '100%', xs: 'auto' }}>
              {vehicles && vehicles.length > 0 && (
                <SelectField
                  label="Aracıma uyanlar"
                  options={[{ value: '', label: 'Tüm araçlar' }, ...vehicles]}
                  value={fits ?? ''}
                  onChange={(event) => update({ [VEHICLE_PARAM]: event.currentTarget.value || undefined })}
                  w={{ base: '100%', xs: 280 }}
                />
              )}
              <Select
                label="Sıralama"
                data={sortOptions}
                value={sort}
                onChange={(value) => update({ sirala: value && value !== config.defaultSort ? value : undefined })}
                allowDeselect={false}
                w={{ base: '100%', xs: 240 }}
              />
            </Group>
          </Group>
          <ProductGrid
            query={query}
            onClearFilters={filtered || sort !== config.defaultSort ? clearFilters : undefined}
          />
          {pagination && pagination.pages > 1 && (
            <Group justify="center" mt="lg">
              <Pagination
                total={pagination.pages}
                value={page}
                onChange={(value) => update({ sayfa: value > 1 ? String(value) : undefined })}
                getControlProps={(control) => ({
                  'aria-label':
                    control === 'previous' ? 'Önceki sayfa' : control === 'next' ? 'Sonraki sayfa' : control,
                })}
              />
            </Group>
          )}
        </section>
        {!config.categoriesFirst && categories}
        <Box py="lg">
          <WhyChooseUs />
        </Box>
      </Stack>
    </Container>
  );
}
