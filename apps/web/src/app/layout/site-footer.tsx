import { Container, Divider, SimpleGrid, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../paths';
import classes from './site-footer.module.css';

const groups = [
  {
    title: 'Hizmetler',
    links: [
      { to: paths.home, label: 'İşletmeler' },
      { to: paths.towing, label: 'Çekici Hizmetleri' },
      { to: paths.shop, label: 'OtoYedek' },
      { to: paths.feed, label: 'Akış' },
    ],
  },
  {
    title: 'Kurumsal',
    links: [
      { to: paths.about, label: 'Hakkımızda' },
      { to: paths.landing, label: 'Tanıtım' },
      { to: paths.contact, label: 'İletişim' },
      { to: paths.careers, label: 'Kariyer' },
    ],
  },
  {
    title: 'Yardım',
    links: [
      { to: paths.faq, label: 'Sıkça Sorulan Sorular' },
      { to: paths.help, label: 'Yardım' },
      { to: paths.returns, label: 'İade ve Değişim' },
      { to: paths.privacy, label: 'Gizlilik ve KVKK' },
    ],
  },
] as const;

/** The site footer: the main destinations, grouped. */
export function SiteFooter() {
  return (
    <footer className={classes.footer}>
      <Container size="xl" py="xl">
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xl">
          <Stack gap={6}>
            <Text fw={800} fz="lg">
              OtoUsta
            </Text>
            <Text size="sm" c="dimmed">
              Türkiye'nin otomotiv hizmet platformu: servis, çekici ve yedek parça tek yerde.
            </Text>
          </Stack>
          {groups.map((group) => (
            <nav key={group.title} aria-label={group.title}>
              <Text fw={700} size="sm" mb={8}>
                {group.title}
              </Text>
              <ul className={classes.list}>
                {group.links.map((link) => (
                  <li key={link.to}>
                    <Link to={link.to} className={classes.link}>
                      {link.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          ))}
        </SimpleGrid>
        <Divider my="lg" />
        <Text size="xs" c="dimmed">
          © {new Date().getFullYear()} OtoUsta. Tüm hakları saklıdır.
        </Text>
      </Container>
    </footer>
  );
}
