import {
  IconBuildingStore,
  IconCalendarEvent,
  IconCar,
  IconEngine,
  IconFileDollar,
  IconHeart,
  IconHome,
  IconInfoCircle,
  IconLogin,
  IconMessageCircle,
  IconNews,
  IconPackage,
  IconTruck,
  IconUserPlus,
} from '@tabler/icons-react';
import { paths } from '../paths';

export interface NavItem {
  to: string;
  label: string;
  icon: typeof IconHome;
}

/**
 * docs/product.md §2 'Top navigation'. The seller-panel link's condition (an approved application) is always true, so
 * everybody sees it; docs/decisions/016-mobile-menu-parity.md puts spare parts and the seller panel in the mobile menu
 * too.
 */
export const primaryLinks: readonly NavItem[] = [
  { to: paths.home, label: 'Ana Sayfa', icon: IconHome },
  { to: paths.feed, label: 'Akış', icon: IconNews },
  { to: paths.shop, label: 'OtoYedek', icon: IconEngine },
  { to: paths.sellerPanel, label: 'Satış Panel', icon: IconBuildingStore },
  { to: paths.about, label: 'Hakkımızda', icon: IconInfoCircle },
];

/** 'Acil Çekici': in every header and the mobile menu, one tap from any page (docs/product.md §2). */
export const towingLink: NavItem = { to: paths.towing, label: 'Acil Çekici', icon: IconTruck };

export const messagesLink: NavItem = { to: paths.messages, label: 'Mesajlar', icon: IconMessageCircle };
export const ordersLink: NavItem = { to: paths.myOrders, label: 'Siparişlerim', icon: IconPackage };
export const appointmentsLink: NavItem = { to: paths.myAppointments, label: 'Randevularım', icon: IconCalendarEvent };
export const garageLink: NavItem = { to: paths.garage, label: 'Araçlarım', icon: IconCar };
export const favoritesLink: NavItem = { to: paths.favorites, label: 'Favorilerim', icon: IconHeart };
/** docs/product.md §10: a customer's quote requests, or the requests sent to a business. */
export const quotesLink = (userType: string): NavItem =>
  userType === 'isletme'
    ? { to: paths.quoteInbox, label: 'Teklif Talepleri', icon: IconFileDollar }
    : { to: paths.myQuotes, label: 'Tekliflerim', icon: IconFileDollar };
export const signInLink: NavItem = { to: paths.signIn, label: 'Giriş Yap', icon: IconLogin };
export const registerLink: NavItem = { to: paths.register, label: 'Kayıt Ol', icon: IconUserPlus };

/** docs/product.md §2: home is active only on the exact root path, any other link when the path ends with it. */
export const isActiveLink = (pathname: string, to: string) =>
  to === paths.home ? pathname === to : pathname.endsWith(to);
