import { ActionIcon, Indicator } from '@mantine/core';
import { IconShoppingCart } from '@tabler/icons-react';
import { Link, useLocation } from 'react-router';
import { paths } from '../../../app/paths';
import { useSession } from '../../../lib/session';
import { useCart } from '../api/cart';

/** The header's cart icon with the number of items in it; only for a signed-in user, whose cart it is. */
export function CartLink({ hiddenFrom, visibleFrom }: { hiddenFrom?: 'lg'; visibleFrom?: 'lg' }) {
  const { user } = useSession();
  const { pathname } = useLocation();
  const cart = useCart();
  if (!user) return null;
  const count = cart.data?.totalQuantity ?? 0;
  const label = count ? `Sepetim, ${count} ürün` : 'Sepetim, boş';
  return (
    <Indicator
      label={count > 99 ? '99+' : count}
      size={18}
      disabled={count === 0}
      color="red"
      offset={4}
      hiddenFrom={hiddenFrom}
      visibleFrom={visibleFrom}
      // Beside the mobile menu button, the free space of the header goes before the icon, not after it.
      ml={hiddenFrom ? 'auto' : undefined}
    >
      <ActionIcon
        component={Link}
        to={paths.cart}
        variant={pathname === paths.cart ? 'light' : 'subtle'}
        size="lg"
        aria-label={label}
        aria-current={pathname === paths.cart ? 'page' : undefined}
        data-testid="header-cart"
      >
        <IconShoppingCart size={22} stroke={1.7} aria-hidden />
      </ActionIcon>
    </Indicator>
  );
}
