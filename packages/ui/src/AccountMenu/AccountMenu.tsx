import { useEffect, useId, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { ChevronDownIcon } from '../lib/icons';
import { Avatar, Inline, Item, Menu, Trigger, Wrap } from './AccountMenu.styles';

/** One entry of the {@link AccountMenu}: a link (`href`) or an action (`onSelect`). */
export interface AccountMenuItem {
  /** Visible text, in the visitor's language ('Мои заказы', 'Профиль', 'Выйти'). */
  label: string;
  /** Target of a link item. */
  href?: string;
  /** Called when the item is chosen (for a link: it may prevent the default to route in-app). */
  onSelect?: (event: MouseEvent<HTMLElement>) => void;
}

/** Props of {@link AccountMenu}. */
export interface AccountMenuProps {
  /** The person's name as shown (a name, else the phone). */
  name: string;
  /** A picture of the person (from a sign-in provider); decorative, the name carries the meaning. */
  avatar?: string | null;
  /** The entries, in order. */
  items: readonly AccountMenuItem[];
  /** Called when a link entry is followed, e.g. for client-side routing (it may prevent the default). */
  onNavigate?: (item: AccountMenuItem, event: MouseEvent<HTMLElement>) => void;
  /** `menu` (the app bar): a menu button; `inline` (the drawer): the name as a heading over the entries. */
  variant?: 'menu' | 'inline';
}

/**
 * The signed-in person with their account's entries (`data-testid="account-menu"`). As a menu
 * button (WAI-ARIA APG "Menu Button"): Enter, Space or ↓ open it on the first entry, ↑ on the last;
 * ↑/↓, Home and End move, Escape closes it back on the button, Tab or a click outside close it.
 *
 * @example
 * <AccountMenu name="Анна" items={[{ label: 'Мои заказы', href: '/orders' }, { label: 'Выйти', onSelect: signOut }]} />
 */
export function AccountMenu({ name, avatar, items, onNavigate, variant = 'menu' }: AccountMenuProps) {
  const [open, setOpen] = useState(false);
  const wrap = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const [focusIndex, setFocusIndex] = useState(0);
  const menuId = useId();

  useEffect(() => {
    if (!open) return;
    wrap.current?.querySelectorAll<HTMLElement>('[role="menuitem"]')[focusIndex]?.focus();
  }, [open, focusIndex]);
  useEffect(() => {
    if (!open) return;
    const outside = (event: PointerEvent) => {
      if (!wrap.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', outside);
    return () => document.removeEventListener('pointerdown', outside);
  }, [open]);

  const picture = avatar ? <Avatar src={avatar} alt="" width={32} height={32} /> : null;
  const entry = (item: AccountMenuItem, menu: boolean) => {
    const choose = (event: MouseEvent<HTMLElement>) => {
      setOpen(false);
      item.onSelect?.(event);
      if (item.href) onNavigate?.(item, event);
    };
    const role = menu ? 'menuitem' : undefined;
    const tabIndex = menu ? -1 : undefined;
    return item.href ? (
      <Item href={item.href} role={role} tabIndex={tabIndex} onClick={choose}>
        {item.label}
      </Item>
    ) : (
      <Item as="button" type="button" role={role} tabIndex={tabIndex} onClick={choose}>
        {item.label}
      </Item>
    );
  };

  if (variant === 'inline') {
    return (
      <Inline data-testid="account-menu" aria-labelledby={`${menuId}-name`}>
        <h2 id={`${menuId}-name`}>
          {picture}
          {name}
        </h2>
        <ul>
          {items.map((item) => (
            <li key={item.label}>{entry(item, false)}</li>
          ))}
        </ul>
      </Inline>
    );
  }

  const show = (index: number) => {
    setFocusIndex(index);
    setOpen(true);
  };
  const close = (focusButton: boolean) => {
    setOpen(false);
    if (focusButton) trigger.current?.focus();
  };
  const onTriggerKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      show(event.key === 'ArrowDown' ? 0 : items.length - 1);
    }
  };
  const onMenuKey = (event: KeyboardEvent<HTMLUListElement>) => {
    const last = items.length - 1;
    const moves: Record<string, number> = {
      ArrowDown: focusIndex === last ? 0 : focusIndex + 1,
      ArrowUp: focusIndex === 0 ? last : focusIndex - 1,
      Home: 0,
      End: last,
    };
    if (event.key in moves) {
      event.preventDefault();
      setFocusIndex(moves[event.key]!);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      close(true);
    } else if (event.key === 'Tab') close(false);
  };

  return (
    <Wrap ref={wrap} data-testid="account-menu">
      <Trigger
        ref={trigger}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => (open ? close(false) : show(0))}
        onKeyDown={onTriggerKey}
      >
        {picture}
        <span>{name}</span>
        <ChevronDownIcon />
      </Trigger>
      {open && (
        <Menu id={menuId} role="menu" aria-label={name} onKeyDown={onMenuKey}>
          {items.map((item) => (
            <li key={item.label} role="none">
              {entry(item, true)}
            </li>
          ))}
        </Menu>
      )}
    </Wrap>
  );
}
