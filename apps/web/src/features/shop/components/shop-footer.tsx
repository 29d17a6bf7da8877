import { Container, SimpleGrid, Text } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../../app/paths';
import classes from './shop.module.css';

// Spec §2 'Marketplace footer links'; decision 10 gives each of them a real destination.
const groups = [
  {
    title: 'Alışveriş',
    links: [
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
      { to: paths.commission, label: 'Komisyon Oranları' },
      { to: paths.sellerPanel, label: 'Satıcı Paneli' },
    ],
  },
  {
    title: 'Destek',
    links: [
      { to: paths.support, label: 'Destek' },
      { to: paths.help, label: 'Yardım' },
      { to: paths.contact, label: 'İletişim' },
      { to: paths.faq, label: 'Sıkça Sorulan Sorular' },
      { to: paths.returns, label: 'İade ve Değişim' },
    ],
  },
  {
    title: 'Kurumsal',
    links: [
      { to: paths.about, label: 'Hakkımızda' },
      { to: paths.careers, label: 'Kariyer' },
      { to: paths.press, label: 'Basın' },
      { to: paths.privacy, label: 'Gizlilik ve KVKK' },
    ],
  },
] as const;

/** The marketplace's own link block under the shop pages. */
export function ShopFooter() {
  return (
    <Container size="xl" py="xl" component="section" aria-label="OtoYedek bağlantıları">
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="lg">
        {groups.map((group) => (
          <nav key={group.title} aria-label={`OtoYedek ${group.title}`}>
            <Text fw={700} size="sm" mb={8}>
              {group.title}
            </Text>
            <ul className={classes.footerList}>
              {group.links.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} className={classes.footerLink}>
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </SimpleGrid>
    </Container>
  );
}
