import { Button, UnstyledButton } from '@mantine/core';
import { useClickOutside, useWindowEvent } from '@mantine/hooks';
import { IconChevronDown, IconLogout, IconUserCircle } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { HeaderLink } from './header-link';
import type { NavItem } from './nav-links';
import classes from './site-header.module.css';

export interface AccountMenuProps {
  /** The user's first and last name: the menu's button. */
  name: string;
  items: readonly NavItem[];
  pathname: string;
  onSignOut: () => void;
  signingOut: boolean;
}

/**
 * The signed-in desktop bar's account links in one labelled menu (docs/product.md §2 'Top navigation'): a button
 * with the user's name opens the list of links with their words, then 'Çıkış'. Tab reaches each; Escape, a click
 * outside, the focus leaving it or choosing a link closes it.
 */
export function AccountMenu({ name, items, pathname, onSignOut, signingOut }: AccountMenuProps) {
  const [open, setOpen] = useState(false);
  const [button, setButton] = useState<HTMLButtonElement | null>(null);
  const [list, setList] = useState<HTMLDivElement | null>(null);
  const id = useId();
  useClickOutside(() => setOpen(false), null, [button, list]);
  // Tabbing past the last link (or back before the button) leaves the menu, which then closes.
  useWindowEvent('focusin', (event) => {
    const target = event.target as Node;
    if (open && !button?.contains(target) && !list?.contains(target)) setOpen(false);
  });
  useWindowEvent('keydown', (event) => {
    if (open && event.key === 'Escape') {
      setOpen(false);
      button?.focus();
    }
  });
  return (
    <div className={classes.accountWrap}>
      <UnstyledButton
        ref={setButton}
        className={`${classes.link} ${classes.profileLink}`}
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((was) => !was)}
      >
        <IconUserCircle size={18} stroke={1.7} aria-hidden />
        <span>{name}</span>
        <IconChevronDown size={14} aria-hidden />
      </UnstyledButton>
      <div ref={setList} id={id} hidden={!open} className={classes.accountMenu}>
        <ul className={classes.menuList}>
          {items.map((item) => (
            <li key={item.to}>
              <HeaderLink item={item} pathname={pathname} className={classes.menuLink} onClick={() => setOpen(false)} />
            </li>
          ))}
        </ul>
        <div className={classes.menuDivider} />
        <Button
          fullWidth
          variant="light"
          color="red"
          leftSection={<IconLogout size={16} aria-hidden />}
          onClick={() => {
            setOpen(false);
            onSignOut();
          }}
          loading={signingOut}
        >
          Çıkış
        </Button>
      </div>
    </div>
  );
}
