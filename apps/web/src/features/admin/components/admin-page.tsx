import { Container, Tabs, Text, Title } from '@mantine/core';
import {
  IconBuildingStore,
  IconFlag,
  IconMail,
  IconRosetteDiscountCheck,
  IconSpeakerphone,
  IconTruckReturn,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { AnnouncementsTab } from './announcements-tab';
import { BusinessesTab } from './businesses-tab';
import { ContactMessagesTab } from './contact-messages-tab';
import { ReportsTab } from './reports-tab';
import { SellerApplicationsTab } from './seller-applications-tab';

/** The tabs in order: the address's `sekme`, the tab's icon and name, and what it shows (the returns screen: the route's). */
const tabs = [
  { value: 'basvurular', icon: IconBuildingStore, label: 'Satıcı Başvuruları', Panel: SellerApplicationsTab },
  { value: 'dogrulama', icon: IconRosetteDiscountCheck, label: 'İşletme Doğrulama', Panel: BusinessesTab },
  { value: 'mesajlar', icon: IconMail, label: 'İletişim Mesajları', Panel: ContactMessagesTab },
  { value: 'sikayetler', icon: IconFlag, label: 'Şikayetler', Panel: ReportsTab },
  { value: 'iadeler', icon: IconTruckReturn, label: 'İade İtirazları', Panel: null },
  { value: 'duyurular', icon: IconSpeakerphone, label: 'Duyurular', Panel: AnnouncementsTab },
] as const;
type Tab = (typeof tabs)[number]['value'];

/**
 * The admin area (docs/decisions/013-admin-role.md); the tab lives in the URL so a reload keeps it. `returns` is the
 * return escalations' screen, which the route brings from the returns feature.
 */
export function AdminPage({ returns }: { returns: ReactNode }) {
  const [params, setParams] = useSearchParams();
  const tab: Tab = tabs.find((t) => t.value === params.get('sekme'))?.value ?? 'basvurular';
  return (
    <Container size="xl" py="xl">
      <Title order={1}>Yönetim</Title>
      <Text c="dimmed" mb="lg">
        Satıcı başvuruları, işletme doğrulama, iletişim mesajları, şikayetler, iade itirazları ve duyurular. Her işlem
        kaydedilir.
      </Text>
      <Tabs
        value={tab}
        onChange={(value) => setParams(value && value !== 'basvurular' ? { sekme: value } : {}, { replace: true })}
        keepMounted={false}
      >
        <Tabs.List mb="lg">
          {tabs.map(({ value, icon: Icon, label }) => (
            <Tabs.Tab key={value} value={value} leftSection={<Icon size={16} aria-hidden />}>
              {label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {tabs.map(({ value, Panel }) => (
          <Tabs.Panel key={value} value={value}>
            {Panel ? <Panel /> : returns}
          </Tabs.Panel>
        ))}
      </Tabs>
    </Container>
  );
}
