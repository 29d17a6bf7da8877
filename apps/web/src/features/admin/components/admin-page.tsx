import { Container, Text, Title } from '@mantine/core';
import {
  IconBuildingStore,
  IconFlag,
  IconMail,
  IconRosetteDiscountCheck,
  IconSpeakerphone,
  IconTruckReturn,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { type AddressTab, AddressTabs } from '../../../components/ui/address-tabs';
import { AnnouncementsTab } from './announcements-tab';
import { BusinessesTab } from './businesses-tab';
import { ContactMessagesTab } from './contact-messages-tab';
import { ReportsTab } from './reports-tab';
import { SellerApplicationsTab } from './seller-applications-tab';

/** The tabs in order: the address's `sekme`, the tab's icon and name, and what it shows (the returns screen: the route's). */
const tabs: readonly AddressTab[] = [
  { value: 'basvurular', icon: IconBuildingStore, label: 'Satıcı Başvuruları', Component: SellerApplicationsTab },
  { value: 'dogrulama', icon: IconRosetteDiscountCheck, label: 'İşletme Doğrulama', Component: BusinessesTab },
  { value: 'mesajlar', icon: IconMail, label: 'İletişim Mesajları', Component: ContactMessagesTab },
  { value: 'sikayetler', icon: IconFlag, label: 'Şikayetler', Component: ReportsTab },
  { value: 'iadeler', icon: IconTruckReturn, label: 'İade İtirazları', Component: null },
  { value: 'duyurular', icon: IconSpeakerphone, label: 'Duyurular', Component: AnnouncementsTab },
];

/**
 * The admin area (docs/decisions/013-admin-role.md); the tab lives in the URL so a reload keeps it. `returns` is the
 * return escalations' screen, which the route brings from the returns feature.
 */
export function AdminPage({ returns }: { returns: ReactNode }) {
  return (
    <Container size="xl" py="xl">
      <Title order={1}>Yönetim</Title>
      <Text c="dimmed" mb="lg">
        Satıcı başvuruları, işletme doğrulama, iletişim mesajları, şikayetler, iade itirazları ve duyurular. Her işlem
        kaydedilir.
      </Text>
      <AddressTabs tabs={tabs} param="sekme" other={returns} />
    </Container>
  );
}
