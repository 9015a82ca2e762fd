import type { ReactNode } from 'react';
import { SiteAnchor, type SiteLink, type SiteLinkHandler } from '../lib/site-link';
import { Copyright, Inner, LinkList, Root, Side, Stores } from './Footer.styles';

/** A link in the {@link Footer}. */
export type FooterLink = SiteLink;

/** Props of {@link Footer}. */
export interface FooterProps {
  /** Secondary navigation (the white-label static pages). */
  links: readonly FooterLink[];
  /** Accessible name of the link list, in the visitor's language (e.g. 'Информация'). */
  navigationLabel: string;
  /** Called when a link is followed, e.g. for client-side routing (it may prevent the default). */
  onNavigate?: SiteLinkHandler;
  /** Support link (a messenger). */
  support?: FooterLink;
  /** Mobile app store links. */
  appLinks?: readonly FooterLink[];
  /** Caption before the app store links (e.g. 'Мобильное приложение'). */
  appLinksLabel?: string;
  /** Copyright, legal line or the tenant's footer text (line breaks kept). */
  copyright?: ReactNode;
  /** Extra content (locale switcher). */
  children?: ReactNode;
}

/**
 * The page footer: static pages, support link, app store links and the legal line.
 *
 * @example
 * <Footer links={pages} navigationLabel="Информация" support={{ label: 'Написать в поддержку', href: 'https://t.me/…', external: true }} copyright="© Тарелка" />
 */
export function Footer({
  links,
  navigationLabel,
  onNavigate,
  support,
  appLinks = [],
  appLinksLabel,
  copyright,
  children,
}: FooterProps) {
  return (
    <Root>
      <Inner>
        <nav aria-label={navigationLabel}>
          <LinkList>
            {links.map((link) => (
              <li key={link.href}>
                <SiteAnchor link={link} onNavigate={onNavigate} />
              </li>
            ))}
          </LinkList>
        </nav>
        <Side>
          {support && <SiteAnchor link={support} />}
          {appLinks.length > 0 && (
            <Stores>
              {appLinksLabel && <span>{appLinksLabel}</span>}
              {appLinks.map((link) => (
                <SiteAnchor key={link.href} link={link} />
              ))}
            </Stores>
          )}
          {children}
          {copyright && <Copyright>{copyright}</Copyright>}
        </Side>
      </Inner>
    </Root>
  );
}
