import { useRef } from 'react';
import type { ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { IconButton } from '../IconButton/IconButton';
import { CloseIcon } from '../lib/icons';
import { SiteAnchor, type SiteLink, type SiteLinkHandler } from '../lib/site-link';
import { useOverlay } from '../lib/use-overlay';
import { Body, Head, Heading, Links, Panel, Scrim, Title } from './Drawer.styles';

/** A link in the {@link Drawer}. */
export type DrawerLink = SiteLink;

/** A named group of links in the {@link Drawer} (one `<nav>`). */
export interface DrawerSection {
  /** Accessible name of the group's navigation. */
  label: string;
  /** Shows the label as the group's visible heading. */
  showLabel?: boolean;
  /** The group's links. */
  links: readonly DrawerLink[];
}

/** Props of {@link Drawer}. */
export interface DrawerProps {
  /** Whether it is open. */
  open: boolean;
  /** Called on close (button, Escape, scrim). */
  onClose: () => void;
  /** The drawer's name (the brand), shown as its title unless `header` replaces it. */
  label: string;
  /** Groups of links (primary navigation, the static pages), each a named navigation. */
  sections: readonly DrawerSection[];
  /** Called when a link is followed, e.g. for client-side routing (it may prevent the default). */
  onNavigate?: SiteLinkHandler;
  /** Top slot instead of the title (a logo). */
  header?: ReactNode;
  /** Content above the links (the delivery place). */
  children?: ReactNode;
  /** Bottom slot (locale switcher, support link). */
  footer?: ReactNode;
  /** Accessible name of the close button, in the visitor's language (e.g. 'Закрыть меню'). */
  closeLabel: string;
}

/**
 * The navigation drawer (spec §2): a side panel sliding in from the left over a scrim, at every
 * width (never a bottom sheet or a centred dialog). It is a modal dialog (`data-testid="drawer"`):
 * focus is trapped and the page does not scroll while it is open.
 *
 * @example
 * <Drawer open label="Тарелка" sections={[{ label: 'Основная навигация', links }]} closeLabel="Закрыть меню" onClose={close} />
 */
export function Drawer({
  open,
  onClose,
  label,
  sections,
  onNavigate,
  header,
  children,
  footer,
  closeLabel,
}: DrawerProps) {
  const ref = useRef<HTMLDivElement>(null);
  useOverlay(ref, open, onClose);
  if (!open || typeof document === 'undefined') return null;
  return createPortal(
    <>
      <Scrim data-testid="drawer-scrim" onClick={onClose} />
      <Panel ref={ref} role="dialog" aria-modal="true" aria-label={label} tabIndex={-1} data-testid="drawer">
        <Head>
          {header ?? <Title>{label}</Title>}
          <IconButton aria-label={closeLabel} onClick={onClose}>
            <CloseIcon />
          </IconButton>
        </Head>
        <Body>
          {children}
          {sections.map((section) => (
            <nav key={section.label} aria-label={section.label}>
              {section.showLabel && <Heading aria-hidden="true">{section.label}</Heading>}
              <Links>
                {section.links.map((link) => (
                  <li key={link.href}>
                    <SiteAnchor link={link} onNavigate={onNavigate} />
                  </li>
                ))}
              </Links>
            </nav>
          ))}
          {footer}
        </Body>
      </Panel>
    </>,
    document.body,
  );
}
