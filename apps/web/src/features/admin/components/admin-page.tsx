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

const tabs = ['basvurular', 'dogrulama', 'mesajlar', 'sikayetler', 'iadeler', 'duyurular'] as const;
type Tab = (typeof tabs)[number];

/**
 * The admin area (docs/decisions/013-admin-role.md); the tab lives in the URL so a reload keeps it. `returns` is the
 * return escalations' screen, which the route brings from the returns feature.
 */
export function AdminPage({ returns }: { returns: ReactNode }) {
  const [params, setParams] = useSearchParams();
  const tab: Tab = tabs.includes(params.get('sekme') as Tab) ? (params.get('sekme') as Tab) : 'basvurular';
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
          <Tabs.Tab value="basvurular" leftSection={<IconBuildingStore size={16} aria-hidden />}>
            Satıcı Başvuruları
          </Tabs.Tab>
          <Tabs.Tab value="dogrulama" leftSection={<IconRosetteDiscountCheck size={16} aria-hidden />}>
            İşletme Doğrulama
          </Tabs.Tab>
          <Tabs.Tab value="mesajlar" leftSection={<IconMail size={16} aria-hidden />}>
            İletişim Mesajları
          </Tabs.Tab>
          <Tabs.Tab value="sikayetler" leftSection={<IconFlag size={16} aria-hidden />}>
            Şikayetler
          </Tabs.Tab>
          <Tabs.Tab value="iadeler" leftSection={<IconTruckReturn size={16} aria-hidden />}>
            İade İtirazları
          </Tabs.Tab>
          <Tabs.Tab value="duyurular" leftSection={<IconSpeakerphone size={16} aria-hidden />}>
            Duyurular
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="basvurular">
          <SellerApplicationsTab />
        </Tabs.Panel>
        <Tabs.Panel value="dogrulama">
          <BusinessesTab />
        </Tabs.Panel>
        <Tabs.Panel value="mesajlar">
          <ContactMessagesTab />
        </Tabs.Panel>
        <Tabs.Panel value="sikayetler">
          <ReportsTab />
        </Tabs.Panel>
        <Tabs.Panel value="iadeler">{returns}</Tabs.Panel>
        <Tabs.Panel value="duyurular">
          <AnnouncementsTab />
        </Tabs.Panel>
      </Tabs>
    </Container>
  );
}
