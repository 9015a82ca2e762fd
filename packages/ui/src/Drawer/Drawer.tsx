import { useRef } from 'react';
import type { MouseEvent, ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { IconButton } from '../IconButton/IconButton';
import { CloseIcon } from '../lib/icons';
import { useOverlay } from '../lib/use-overlay';
import { Head, Links, Panel, Scrim } from './Drawer.styles';

/** A link in the {@link Drawer}. */
export interface DrawerLink {
  /** Link text. */
  label: string;
  /** Target URL. */
  href: string;
  /** Marks the current page. */
  current?: boolean;
  /** Opens in a new tab (the franchise link). */
  external?: boolean;
}

/** Props of {@link Drawer}. */
export interface DrawerProps {
  /** Whether it is open. */
  open: boolean;
  /** Called on close (button, Escape, scrim). */
  onClose: () => void;
  /** Accessible name of the navigation. */
  label: string;
  /** Navigation links. */
  links: readonly DrawerLink[];
  /** Called when a link is followed, e.g. for client-side routing; default navigation unless it prevents it. */
  onNavigate?: (link: DrawerLink, event: MouseEvent<HTMLAnchorElement>) => void;
  /** Top slot (logo). */
  header?: ReactNode;
  /** Bottom slot (locale switcher, app links). */
  footer?: ReactNode;
  /** Accessible name of the close button. */
  closeLabel?: string;
}

/**
 * The navigation drawer sliding from the left, with focus trapped while open.
 *
 * @example
 * <Drawer open label="Меню сайта" links={links} onClose={close} />
 */
export function Drawer({
  open,
  onClose,
  label,
  links,
  onNavigate,
  header,
  footer,
  closeLabel = 'Закрыть меню',
}: DrawerProps) {
  const ref = useRef<HTMLElement>(null);
  useOverlay(ref, open, onClose);
  if (!open || typeof document === 'undefined') return null;
  return createPortal(
    <>
      <Scrim data-testid="drawer-scrim" onClick={onClose} />
      <Panel ref={ref} aria-label={label} tabIndex={-1}>
        <Head>
          {header ?? <span />}
          <IconButton aria-label={closeLabel} onClick={onClose}>
            <CloseIcon />
          </IconButton>
        </Head>
        <Links>
          {links.map((link) => (
            <li key={link.href}>
              <a
                href={link.href}
                aria-current={link.current ? 'page' : undefined}
                {...(link.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
                onClick={(event) => onNavigate?.(link, event)}
              >
                {link.label}
              </a>
            </li>
          ))}
        </Links>
        {footer}
      </Panel>
    </>,
    document.body,
  );
}
