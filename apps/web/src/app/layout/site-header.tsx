import { Box, Burger, Button, Container, Group, Indicator } from '@mantine/core';
import { useClickOutside, useWindowEvent } from '@mantine/hooks';
import { IconCar, IconLogout, IconTruck, IconUserCircle } from '@tabler/icons-react';
import { lazy, Suspense, useId, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { useSession } from '../../lib/session';
import { useHere } from '../../lib/use-here';
import { homeListingHref, paths, signInHref } from '../paths';
import { AccountMenu } from './account-menu';
import { HeaderLink } from './header-link';
import {
  appointmentsLink,
  favoritesLink,
  garageLink,
  isActiveLink,
  messagesLink,
  type NavItem,
  ordersLink,
  primaryLinks,
  quotesLink,
  registerLink,
  signInLink,
  towingLink,
} from './nav-links';
import classes from './site-header.module.css';

// Signed-in extras load only for a signed-in user: a visitor's first page carries no cart or messaging code.
const UnreadCount = lazy(() => import('./unread-count'));
const CartLink = lazy(() => import('../../features/shop/components/cart-link').then((m) => ({ default: m.CartLink })));
const NotificationBell = lazy(() =>
  import('../../features/notifications/components/notification-bell').then((m) => ({ default: m.NotificationBell })),
);

/** The bell, with its space kept while its code arrives (docs/product.md 'Notifications'). */
function LazyNotificationBell({ hiddenFrom }: { hiddenFrom?: 'lg' }) {
  return (
    <Suspense fallback={<Box w={34} h={34} hiddenFrom={hiddenFrom} />}>
      <NotificationBell listHref={paths.notifications} hiddenFrom={hiddenFrom} />
    </Suspense>
  );
}

/** The cart icon, with its space kept while its code arrives so the links beside it do not move. */
function LazyCartLink({ hiddenFrom }: { hiddenFrom?: 'lg' }) {
  return (
    <Suspense fallback={<Box w={34} h={34} hiddenFrom={hiddenFrom} ml={hiddenFrom ? 'auto' : undefined} />}>
      <CartLink hiddenFrom={hiddenFrom} />
    </Suspense>
  );
}

/** 'Acil Çekici' in the bar itself, on phones too (outside the menu): one tap from any page to the tow services. */
function EmergencyLink({ pathname }: { pathname: string }) {
  return (
    <Link
      to={towingLink.to}
      className={classes.emergency}
      aria-current={isActiveLink(pathname, towingLink.to) ? 'page' : undefined}
    >
      <IconTruck size={18} stroke={1.8} aria-hidden />
      <span>{towingLink.label}</span>
    </Link>
  );
}

function useSignOut() {
  const { signOut } = useSession();
  const navigate = useNavigate();
  const [signingOut, setSigningOut] = useState(false);
  const run = async () => {
    setSigningOut(true);
    await signOut();
    setSigningOut(false);
    navigate(paths.home);
  };
  return { signingOut, signOut: run };
}

/** docs/product.md §2 'Top navigation': logo, links, the account links, and the mobile menu below the large breakpoint. */
export function SiteHeader() {
  const { pathname } = useLocation();
  const { user } = useSession();
  const { signingOut, signOut } = useSignOut();
  const [unreadCount, setUnread] = useState(0);
  const unread = user ? unreadCount : 0;
  const [menuOpen, setMenuOpen] = useState(false);
  const [burger, setBurger] = useState<HTMLButtonElement | null>(null);
  const [menu, setMenu] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const fullName = user ? `${user.firstName} ${user.lastName}` : '';
  const profileLink: NavItem = { to: paths.profile, label: fullName, icon: IconUserCircle };
  // Signing in from the header comes back to the page it was pressed on.
  const here = useHere();
  const signIn: NavItem = { ...signInLink, to: signInHref(here) };

  // docs/product.md §2: the mobile menu closes on an outside click, on Escape and on choosing a link.
  useClickOutside(() => setMenuOpen(false), null, [burger, menu]);
  useWindowEvent('keydown', (event) => {
    if (menuOpen && event.key === 'Escape') {
      setMenuOpen(false);
      burger?.focus();
    }
  });

  return (
    <Box component="header" className={classes.header}>
      {user && (
        <Suspense>
          <UnreadCount onChange={setUnread} />
        </Suspense>
      )}
      <Container size="xl" className={classes.inner}>
        <Link to={homeListingHref} className={classes.logo} aria-label="OtoUsta ana sayfa">
          <IconCar size={30} stroke={1.8} color="var(--mantine-color-blue-7)" aria-hidden />
          <div>
            Oto<span>Usta</span>
          </div>
        </Link>

        <Group component="nav" aria-label="Ana menü" visibleFrom="lg" gap="xs" wrap="nowrap" justify="flex-end">
          <div className={classes.links}>
            {primaryLinks.map((item) => (
              <HeaderLink key={item.to} item={item} pathname={pathname} className={classes.link} withIcon={false} />
            ))}
            <EmergencyLink pathname={pathname} />
          </div>
          <div className={`${classes.links} ${classes.account}`}>
            {user ? (
              <>
                <LazyNotificationBell />
                <LazyCartLink />
                <HeaderLink item={messagesLink} pathname={pathname} className={classes.link} badge={unread} />
                <AccountMenu
                  name={fullName}
                  items={[
                    { ...profileLink, label: 'Profilim' },
                    quotesLink(user.userType),
                    ordersLink,
                    appointmentsLink,
                    garageLink,
                    favoritesLink,
                  ]}
                  pathname={pathname}
                  onSignOut={() => void signOut()}
                  signingOut={signingOut}
                />
              </>
            ) : (
              <>
                <Button component={Link} to={signIn.to} variant="default" size="sm">
                  Giriş Yap
                </Button>
                <Button component={Link} to={paths.register} size="sm">
                  Kayıt Ol
                </Button>
              </>
            )}
          </div>
        </Group>

        <Box hiddenFrom="lg" ml="auto">
          <EmergencyLink pathname={pathname} />
        </Box>
        {user && <LazyCartLink hiddenFrom="lg" />}
        {user && <LazyNotificationBell hiddenFrom="lg" />}
        {/* Unread messages also show on the closed mobile menu, where the 'Mesajlar' link is out of sight. */}
        <Indicator color="red" size={10} offset={6} disabled={unread === 0 || menuOpen} hiddenFrom="lg">
          <Burger
            ref={setBurger}
            hiddenFrom="lg"
            opened={menuOpen}
            onClick={() => setMenuOpen((open) => !open)}
            aria-label={menuOpen ? 'Menüyü kapat' : unread ? `Menüyü aç, ${unread} okunmamış mesaj` : 'Menüyü aç'}
            aria-expanded={menuOpen}
            aria-controls={menuId}
          />
        </Indicator>
      </Container>

      <Box
        component="nav"
        ref={setMenu}
        id={menuId}
        aria-label="Mobil menü"
        hidden={!menuOpen}
        hiddenFrom="lg"
        className={classes.menu}
      >
        <ul className={classes.menuList}>
          {[
            towingLink,
            ...primaryLinks,
            ...(user
              ? [
                  messagesLink,
                  quotesLink(user.userType),
                  ordersLink,
                  appointmentsLink,
                  garageLink,
                  favoritesLink,
                  profileLink,
                ]
              : [signIn, registerLink]),
          ].map((item) => (
            <li key={item.to}>
              <HeaderLink
                item={item}
                pathname={pathname}
                className={classes.menuLink}
                onClick={() => setMenuOpen(false)}
                badge={item === messagesLink ? unread : 0}
              />
            </li>
          ))}
        </ul>
        {user && (
          <>
            <div className={classes.menuDivider} />
            <Button
              fullWidth
              variant="light"
              color="red"
              size="md"
              leftSection={<IconLogout size={18} aria-hidden />}
              onClick={() => {
                setMenuOpen(false);
                void signOut();
              }}
              loading={signingOut}
            >
              Çıkış
            </Button>
          </>
        )}
      </Box>
    </Box>
  );
}
