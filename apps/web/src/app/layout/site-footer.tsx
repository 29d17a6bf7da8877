import { Anchor, Container, Divider, Group, Stack, Text } from '@mantine/core';
import { company } from '@otousta/shared/company';
import { findCity } from '@otousta/shared/options/cities';
import { featuredCitySlugs, localPageHref } from '@otousta/shared/seo/local-pages';
import { Link } from 'react-router';
import { useDisplayClock } from '../../lib/server-render';
import { useSession } from '../../lib/session';
import { paths } from '../paths';
import classes from './site-footer.module.css';

// docs/product.md §2: the marketplace footer's destinations, every one a real page
// (docs/decisions/014-footer-links-resolve.md).
const groups = [
  {
    title: 'Hizmetler',
    links: [
      { to: paths.home, label: 'İşletmeler' },
      { to: paths.towing, label: 'Çekici Hizmetleri' },
      { to: paths.feed, label: 'Akış' },
      { to: paths.landing, label: 'Tanıtım' },
    ],
  },
  {
    title: 'OtoYedek',
    links: [
      { to: paths.shop, label: 'OtoYedek' },
      { to: paths.categories, label: 'Kategoriler' },
      { to: paths.campaigns, label: 'Kampanyalar' },
      { to: paths.newProducts, label: 'Yeni Ürünler' },
      { to: paths.discounted, label: 'İndirimli Ürünler' },
      { to: paths.allProducts, label: 'Tüm Ürünler' },
    ],
  },
  {
    title: 'Satıcılar',
    links: [
      { to: paths.becomeSeller, label: 'Satıcı Ol' },
      { to: paths.sellerPanelAlias, label: 'Satış Paneli' },
      { to: paths.sellerPanel, label: 'Satıcı Paneli' },
      { to: paths.commission, label: 'Komisyon Oranları' },
    ],
  },
  {
    title: 'Kurumsal',
    links: [
      { to: paths.about, label: 'Hakkımızda' },
      { to: paths.contact, label: 'İletişim' },
      { to: paths.careers, label: 'Kariyer' },
      { to: paths.press, label: 'Basın' },
    ],
  },
  {
    title: 'Yardım',
    links: [
      { to: paths.faq, label: 'Sıkça Sorulan Sorular' },
      { to: paths.help, label: 'Yardım' },
      { to: paths.support, label: 'Destek' },
      { to: paths.returns, label: 'İade ve Değişim' },
      { to: paths.privacy, label: 'Gizlilik ve KVKK' },
      { to: paths.reviewPolicy, label: 'Değerlendirme Politikası' },
    ],
  },
] as const;

// The largest provinces' pages, so visitors and search engines find the city pages from anywhere.
const featuredCities = featuredCitySlugs.flatMap((slug) => findCity(slug) ?? []);

/** The one site footer of every page: destinations, contact hours (docs/product.md §9) and social links. */
export function SiteFooter() {
  const { user } = useSession();
  const { now, timeZone } = useDisplayClock();
  const year = new Intl.DateTimeFormat('tr-TR', { year: 'numeric', timeZone }).format(now);
  return (
    <footer className={classes.footer}>
      <Container size="xl" py="xl">
        <div className={classes.columns}>
          <Stack gap={6}>
            <Text fw={800} fz="lg" component="p" m={0}>
              OtoUsta
            </Text>
            <Text size="sm" c="dimmed">
              Türkiye'nin otomotiv hizmet platformu: servis, çekici ve yedek parça tek yerde.
            </Text>
            <Text size="sm" fw={700} mt="xs" component="p" m={0}>
              Çalışma saatleri
            </Text>
            <dl className={classes.hours}>
              {company.hours.map((h) => (
                <div key={h.days}>
                  <dt>{h.days}</dt>
                  <dd>{h.time}</dd>
                </div>
              ))}
            </dl>
          </Stack>
          {groups.map((group) => (
            <nav key={group.title} aria-label={group.title}>
              <Text fw={700} size="sm" mb={8} component="p" m={0} pb={8}>
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
                {group.title === 'Kurumsal' && user?.role === 'admin' && (
                  <li>
                    <Link to={paths.admin} className={classes.link}>
                      Yönetim
                    </Link>
                  </li>
                )}
              </ul>
            </nav>
          ))}
        </div>
        <nav aria-label="Şehirler" className={classes.cities}>
          <Text fw={700} size="sm" component="p" m={0}>
            Şehirler
          </Text>
          <ul className={classes.cityList}>
            {featuredCities.map((city) => (
              <li key={city.slug}>
                <Link to={localPageHref(city.slug)} className={classes.link}>
                  {city.name}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <Divider my="lg" />
        <Group justify="space-between" gap="sm">
          <Text size="xs" c="dimmed">
            © {year} OtoUsta. Tüm hakları saklıdır.
          </Text>
          <Group gap="md" component="ul" className={classes.social} aria-label="Sosyal medya">
            {company.social.map((s) => (
              <li key={s.href}>
                <Anchor href={s.href} size="xs" c="dimmed" target="_blank" rel="noopener noreferrer">
                  {s.label}
                </Anchor>
              </li>
            ))}
          </Group>
        </Group>
      </Container>
    </footer>
  );
}
