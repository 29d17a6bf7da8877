import {
  ActionIcon,
  Anchor,
  Avatar,
  Badge,
  Card,
  Group,
  Loader,
  Paper,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Switch,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { businessTypes, yearsInBusiness } from '@otousta/shared/options/business';
import { labelOf, type OrderStatus, orderStatuses, productCategories } from '@otousta/shared/options/shop';
import type { Product } from '@otousta/shared/schemas/shop';
import { sellerApplicationStatusLabels } from '@otousta/shared/schemas/shop';
import { imageVariant } from '@otousta/shared/text/image-url';
import { formatPrice } from '@otousta/shared/text/price';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { editProductHref, productHref } from '../../../app/paths';
import { ConfirmAction } from '../../../components/ui/confirm-action';
import { LoadFailed } from '../../../components/ui/load-failed';
import { PageButtonsRow } from '../../../components/ui/pagination/list-pages';
import { useFilterPages } from '../../../lib/use-filter-pages';
import { useSellerApplication } from '../api/get-application';
import { useSellerStats } from '../api/get-stats';
import { useOwnProducts } from '../api/list-own-products';
import { useDeleteProduct, useSetProductStatus } from '../api/product-actions';
import { useSellerOrders } from '../api/seller-orders';
import { LegalDetailsForm } from './legal-details-form';
import { OrdersTable } from './orders-table';
import tableClasses from './panel-table.module.css';
import { SalesChart } from './sales-chart';

function QueryState({ error, onRetry }: { error: Error | null; onRetry: () => void }) {
  if (!error) {
    return (
      <Group justify="center" py="xl" role="status">
        <Loader aria-label="Yükleniyor" />
      </Group>
    );
  }
  return <LoadFailed title="Yüklenemedi" message={error.message} onRetry={onRetry} />;
}

function StatCard({ label, value, hint }: { label: string; value: ReactNode; hint?: string }) {
  return (
    <Paper withBorder p="md" radius="md">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fz={26} fw={800} mt={4} data-testid={`stat-${label}`}>
        {value}
      </Text>
      {hint && (
        <Text size="xs" c="dimmed">
          {hint}
        </Text>
      )}
    </Paper>
  );
}

/** docs/product.md §2 dashboard: the real totals and the 5 latest orders. */
export function DashboardSection() {
  const stats = useSellerStats();
  if (!stats.data) return <QueryState error={stats.error} onRetry={() => void stats.refetch()} />;
  const s = stats.data;
  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 2, md: 4 }} spacing="md">
        <StatCard label="Toplam Sipariş" value={s.totalOrders} hint={`${s.pendingOrders} bekliyor`} />
        <StatCard label="Satılan Ürün" value={s.totalSales} />
        <StatCard label="Toplam Gelir" value={formatPrice(s.revenue)} />
        <StatCard label="Aktif Ürün" value={s.activeProductCount} hint={`Toplam ${s.productCount} ürün`} />
      </SimpleGrid>
      <section aria-labelledby="recent-orders">
        <Title order={3} id="recent-orders" mb="sm">
          Son Siparişler
        </Title>
        {s.recentOrders.length ? (
          <OrdersTable orders={s.recentOrders} caption="En son gelen 5 sipariş" />
        ) : (
          <Text c="dimmed">Henüz siparişiniz yok.</Text>
        )}
      </section>
    </Stack>
  );
}

function ProductRow({ product }: { product: Product }) {
  const setStatus = useSetProductStatus();
  const remove = useDeleteProduct();
  const active = product.status === 'active';
  const photo = product.photos[0];
  return (
    <Table.Tr>
      <Table.Td data-wide>
        <Group gap="sm" wrap="nowrap">
          <Avatar src={photo ? imageVariant(photo, 'thumb') : null} radius="sm" size={44} alt="">
            {product.name.charAt(0)}
          </Avatar>
          <div>
            <Anchor component={Link} to={productHref(product.id)} fw={600} size="sm" lineClamp={1}>
              {product.name}
            </Anchor>
            <Text size="xs" c="dimmed">
              {labelOf(productCategories, product.category)} · {product.brand}
            </Text>
            {product.fitmentMissing && (
              // Without fitment a buyer's 'Aracıma uyanlar' never finds it.
              <Anchor component={Link} to={editProductHref(product.id)} size="xs" c="orange.9" fw={600}>
                Uyumlu araç veya OEM numarası ekleyin
              </Anchor>
            )}
          </div>
        </Group>
      </Table.Td>
      <Table.Td data-label="Fiyat">{formatPrice(product.price)}</Table.Td>
      <Table.Td data-label="Stok">
        <Text size="sm" c={product.stock === 0 ? 'red.9' : undefined} fw={product.stock === 0 ? 600 : undefined}>
          {product.stock}
        </Text>
      </Table.Td>
      <Table.Td data-label="Satış">{product.salesCount}</Table.Td>
      <Table.Td data-label="Durum">
        <Switch
          checked={active}
          label={active ? 'Aktif' : 'Pasif'}
          disabled={setStatus.isPending}
          onChange={(event) =>
            setStatus.mutate({ id: product.id, status: event.currentTarget.checked ? 'active' : 'inactive' })
          }
          aria-label={`${product.name}: ${active ? 'Aktif' : 'Pasif'}`}
        />
        {setStatus.isError && (
          <Text size="xs" c="red.9" role="alert">
            {setStatus.error.message}
          </Text>
        )}
      </Table.Td>
      <Table.Td data-label="İşlem">
        <Group gap={4} wrap="nowrap">
          <ActionIcon
            component={Link}
            to={editProductHref(product.id)}
            variant="light"
            aria-label={`${product.name} ürününü düzenle`}
          >
            <IconPencil size={18} aria-hidden />
          </ActionIcon>
          <ConfirmAction
            title="Ürünü Sil"
            failure="Ürün silinemedi"
            question={`'${product.name}' ürününü silmek istediğinizden emin misiniz?`}
            onConfirm={() => remove.mutateAsync(product.id)}
          >
            {(ask) => (
              <ActionIcon variant="light" color="red" onClick={ask} aria-label={`${product.name} ürününü sil`}>
                <IconTrash size={18} aria-hidden />
              </ActionIcon>
            )}
          </ConfirmAction>
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}

/** docs/product.md §2 products: own products with the 'Aktif' / 'Pasif' toggle, edit and delete. */
export function ProductsSection() {
  const [page, setPage] = useState(1);
  const products = useOwnProducts({ page, limit: 20 });
  return (
    <Stack gap="md">
      <Title order={3}>Ürünlerim</Title>
      {!products.data ? (
        <QueryState error={products.error} onRetry={() => void products.refetch()} />
      ) : products.data.products.length === 0 ? (
        <Card withBorder p="xl" ta="center">
          <Text fw={600}>Henüz ürün eklemediniz.</Text>
          <Text c="dimmed" size="sm" mt={4}>
            İlk ürününüzü ekleyin, müşteriler OtoYedek'te hemen görsün.
          </Text>
        </Card>
      ) : (
        <>
          <div className={tableClasses.scroller}>
            <Table verticalSpacing="sm" highlightOnHover className={tableClasses.table}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Ürün</Table.Th>
                  <Table.Th>Fiyat</Table.Th>
                  <Table.Th>Stok</Table.Th>
                  <Table.Th>Satış</Table.Th>
                  <Table.Th>Durum</Table.Th>
                  <Table.Th>İşlem</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {products.data.products.map((product) => (
                  <ProductRow key={product.id} product={product} />
                ))}
              </Table.Tbody>
            </Table>
          </div>
          <PageButtonsRow pages={products.data.pagination.pages} page={page} onChange={setPage} />
        </>
      )}
    </Stack>
  );
}

const statusFilters = [
  { value: 'all', label: 'Tümü' },
  ...orderStatuses.map((s) => ({ value: s.value, label: s.label })),
];

/** docs/product.md §2 orders: every order with its state actions, filtered by state. */
export function OrdersSection() {
  const { filter: status, setFilter: setStatus, page, setPage } = useFilterPages('all');
  const orders = useSellerOrders({ status: status === 'all' ? undefined : (status as OrderStatus), page, limit: 20 });
  return (
    <Stack gap="md">
      <Title order={3}>Siparişler</Title>
      <SegmentedControl
        data={statusFilters}
        value={status}
        onChange={setStatus}
        aria-label="Sipariş durumu"
        style={{ alignSelf: 'flex-start', maxWidth: '100%', overflowX: 'auto' }}
      />
      {!orders.data ? (
        <QueryState error={orders.error} onRetry={() => void orders.refetch()} />
      ) : orders.data.orders.length === 0 ? (
        <Text c="dimmed">Bu durumda sipariş yok.</Text>
      ) : (
        <>
          <OrdersTable orders={orders.data.orders} caption={`${orders.data.pagination.total} sipariş`} />
          <PageButtonsRow pages={orders.data.pagination.pages} page={page} onChange={setPage} />
        </>
      )}
    </Stack>
  );
}

/** docs/product.md §2 analytics: sales and revenue over time. */
export function AnalyticsSection() {
  const [days, setDays] = useState('30');
  const stats = useSellerStats(Number(days));
  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap">
        <Title order={3}>Satış Analizi</Title>
        <SegmentedControl
          data={[
            { value: '7', label: '7 gün' },
            { value: '30', label: '30 gün' },
            { value: '90', label: '90 gün' },
          ]}
          value={days}
          onChange={setDays}
          aria-label="Dönem"
        />
      </Group>
      {!stats.data ? (
        <QueryState error={stats.error} onRetry={() => void stats.refetch()} />
      ) : (
        <>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <Paper withBorder p="md" radius="md">
              <SalesChart series={stats.data.series} metric="sales" title="Günlük satılan ürün" />
            </Paper>
            <Paper withBorder p="md" radius="md">
              <SalesChart series={stats.data.series} metric="revenue" title="Günlük gelir" />
            </Paper>
          </SimpleGrid>
          <Text size="sm" c="dimmed">
            Dönem toplamı: {stats.data.series.reduce((sum, d) => sum + d.sales, 0)} ürün,{' '}
            {formatPrice(stats.data.series.reduce((sum, d) => sum + d.revenue, 0))} gelir. İptal edilen siparişler
            sayılmaz.
          </Text>
        </>
      )}
    </Stack>
  );
}

/** docs/product.md §2 settings: the application state 'Onaylandı' or 'Beklemede', and what the seller applied with. */
export function SettingsSection() {
  const application = useSellerApplication();
  if (!application.isSuccess) {
    return <QueryState error={application.error} onRetry={() => void application.refetch()} />;
  }
  const data = application.data;
  return (
    <Stack gap="md">
      <Title order={3}>Mağaza Ayarları</Title>
      <LegalDetailsForm />
      <Group gap="xs">
        <Text fw={600}>Satıcı durumu:</Text>
        <Badge color={data?.status === 'approved' ? 'green' : 'yellow'} size="lg" variant="light" c="dark.8">
          {data ? sellerApplicationStatusLabels[data.status] : 'Onaylandı'}
        </Badge>
      </Group>
      {data && (
        <Paper withBorder p="md" radius="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            {[
              ['İşletme Adı', data.businessName],
              ['Vergi Numarası', data.taxNumber],
              ['İşletme Telefonu', data.businessPhone],
              ['İşletme Türü', labelOf(businessTypes, data.businessType)],
              ['Faaliyet Süresi', labelOf(yearsInBusiness, data.yearsInBusiness)],
              ['İşletme Adresi', data.businessAddress],
            ].map(([label, value]) => (
              <div key={label}>
                <Text size="xs" c="dimmed">
                  {label}
                </Text>
                <Text size="sm">{value}</Text>
              </div>
            ))}
          </SimpleGrid>
        </Paper>
      )}
    </Stack>
  );
}
