import { Badge, VisuallyHidden } from '@mantine/core';
import { Link } from 'react-router';
import { isActiveLink, type NavItem } from './nav-links';

export interface HeaderLinkProps {
  item: NavItem;
  pathname: string;
  className?: string;
  onClick?: () => void;
  /** The desktop bar leaves the icons out to keep every link on one line. */
  withIcon?: boolean;
  /** Unread messages shown beside the label. */
  badge?: number;
}

/** A link of the header, its mobile menu or the account menu, marked as the current page where it leads. */
export function HeaderLink({ item, pathname, className, onClick, withIcon = true, badge = 0 }: HeaderLinkProps) {
  const Icon = item.icon;
  return (
    <Link
      to={item.to}
      className={className}
      aria-current={isActiveLink(pathname, item.to) ? 'page' : undefined}
      onClick={onClick}
      title={item.label}
    >
      {withIcon && <Icon size={18} stroke={1.7} aria-hidden />}
      <span>{item.label}</span>
      {badge > 0 && (
        <Badge size="sm" color="red" circle={badge < 10} data-testid="nav-unread">
          {badge > 99 ? '99+' : badge}
          <VisuallyHidden> okunmamış mesaj</VisuallyHidden>
        </Badge>
      )}
    </Link>
  );
}
