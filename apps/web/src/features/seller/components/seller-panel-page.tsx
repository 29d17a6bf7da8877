import { Alert, Button, Container, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { shopMessages } from '@otousta/shared/messages/tr';
import {
  IconBuildingStore,
  IconChartBar,
  IconClockHour4,
  IconLayoutDashboard,
  IconPackage,
  IconSettings,
  IconTruckDelivery,
  IconTruckReturn,
} from '@tabler/icons-react';
import { type ReactNode, useEffect, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { paths } from '../../../app/paths';
import { type AddressTab, AddressTabs } from '../../../components/ui/address-tabs';
import { PageLoader } from '../../../components/ui/page-loader';
import { SignedOutNotice } from '../../../components/ui/signed-out-notice';
import { useSession } from '../../../lib/session';
import { useSellerApplication } from '../api/get-application';
import { useRefreshSellerStatus } from '../api/refresh-seller-status';
import { AnalyticsSection, DashboardSection, OrdersSection, ProductsSection, SettingsSection } from './panel-sections';
import type { PanelNotice } from './product-form-page';
import { SellerApplicationForm } from './seller-application-form';

const sections: readonly AddressTab[] = [
  { value: 'genel', label: 'Genel Bakış', icon: IconLayoutDashboard, Component: DashboardSection },
  { value: 'urunler', label: 'Ürünler', icon: IconPackage, Component: ProductsSection },
  { value: 'siparisler', label: 'Siparişler', icon: IconTruckDelivery, Component: OrdersSection },
  { value: 'iadeler', label: 'İadeler', icon: IconTruckReturn, Component: null },
  { value: 'analiz', label: 'Analiz', icon: IconChartBar, Component: AnalyticsSection },
  { value: 'ayarlar', label: 'Ayarlar', icon: IconSettings, Component: SettingsSection },
];

function Pending({ justSent }: { justSent: boolean }) {
  return (
    <Paper withBorder p="xl" radius="md" bg="yellow.0">
      <Stack align="center" ta="center" gap="sm">
        {justSent && (
          <Alert color="green" role="status" w="100%">
            {shopMessages.applicationSent}
          </Alert>
        )}
        <ThemeIcon size={56} radius="xl" color="yellow">
          <IconClockHour4 size={32} aria-hidden />
        </ThemeIcon>
        <Title order={2}>Beklemede</Title>
        <Text>
          Satıcı başvurunuz inceleniyor. İnceleme süreci 1-3 iş günü sürer; onaylandığında bu panelden ürün ekleyip
          siparişlerinizi yönetebilirsiniz.
        </Text>
      </Stack>
    </Paper>
  );
}

/** Until approved (docs/decisions/012-seller-panel-access.md): the application form, or 'Beklemede' while it is reviewed. */
export function SellerGate({ intro }: { intro?: string }) {
  const { user } = useSession();
  const [sent, setSent] = useState(false);
  const status = user?.sellerApplication?.status ?? null;
  const application = useSellerApplication({ enabled: status === 'rejected' });
  if (status === 'pending') return <Pending justSent={sent} />;
  return (
    <Paper withBorder p={{ base: 'md', sm: 'xl' }} radius="md">
      <Group gap="sm" mb="xs" wrap="nowrap">
        <IconBuildingStore size={28} aria-hidden color="var(--mantine-color-blue-8)" />
        <Title order={2} fz="h3">
          Satıcı Başvurusu
        </Title>
      </Group>
      <Text mb="md">
        {intro ?? 'Satış paneli onaylı satıcılar içindir. Satışa başlamak için başvurunuzu gönderin.'}
      </Text>
      {status === 'rejected' && (
        <Alert color="red" mb="md">
          Önceki başvurunuz reddedildi
          {application.data?.rejectionReason ? `: ${application.data.rejectionReason}` : '.'} Bilgilerinizi düzeltip
          yeniden başvurabilirsiniz.
        </Alert>
      )}
      <SellerApplicationForm onSubmitted={() => setSent(true)} />
    </Paper>
  );
}

/** docs/product.md §8, §9: the success alert the product form sends back with, shown for 5 s. */
function useFlashNotice() {
  const location = useLocation();
  const navigate = useNavigate();
  const [notice, setNotice] = useState<string | null>(() => (location.state as PanelNotice | null)?.notice ?? null);
  useEffect(() => {
    if (!(location.state as PanelNotice | null)?.notice) return;
    // Forget it in history, so going back and forth does not show it again.
    navigate(`${location.pathname}${location.search}`, { replace: true, state: null });
  }, [location, navigate]);
  useEffect(() => {
    if (!notice) return;
    const timer = setTimeout(() => setNotice(null), 5000);
    return () => clearTimeout(timer);
  }, [notice]);
  return notice;
}

/**
 * docs/product.md §2 seller panel (/oto-yedek-panel): dashboard, products, orders, returns, analytics, settings. The
 * returns section comes from the returns feature, through the route.
 */
export function SellerPanelPage({ returns }: { returns: ReactNode }) {
  const { user } = useSession();
  const status = useRefreshSellerStatus();
  const notice = useFlashNotice();
  if (!user) {
    return (
      <SignedOutNotice
        title="Satış Paneli"
        text="Satış panelini kullanmak ve satıcı başvurusu yapmak için giriş yapın."
      />
    );
  }
  // The stored user may be older than an approval; wait for the fresh answer before showing the form.
  if (!user.eCommerceIsVerified && status.isPending) return <PageLoader />;

  return (
    <Container size="xl" py="lg">
      <Group justify="space-between" mb="lg" wrap="wrap">
        <div>
          <Title order={1}>Satış Paneli</Title>
          <Text c="dimmed">Ürünlerinizi, siparişlerinizi ve satışlarınızı tek yerden yönetin.</Text>
        </div>
        {user.eCommerceIsVerified && (
          <Button component={Link} to={paths.addProduct}>
            Yeni Ürün Ekle
          </Button>
        )}
      </Group>
      {notice && (
        <Alert color="green" role="status" mb="md">
          {notice}
        </Alert>
      )}
      {user.eCommerceIsVerified ? <AddressTabs tabs={sections} param="bolum" other={returns} /> : <SellerGate />}
    </Container>
  );
}
