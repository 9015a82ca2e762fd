import type { ReactNode } from 'react';
import { Copyright, Inner, LinkList, Root, Side, Stores } from './Footer.styles';

/** A link in the {@link Footer}. */
export interface FooterLink {
  /** Link text. */
  label: string;
  /** Target URL. */
  href: string;
  /** Opens in a new tab. */
  external?: boolean;
}

/** Props of {@link Footer}. */
export interface FooterProps {
  /** Secondary navigation (the white-label static pages). */
  links: readonly FooterLink[];
  /** Accessible name of the link list. */
  navigationLabel?: string;
  /** Support link (a messenger). */
  support?: FooterLink;
  /** Mobile app store links. */
  appLinks?: readonly FooterLink[];
  /** Copyright or legal line. */
  copyright?: ReactNode;
  /** Extra content (locale switcher). */
  children?: ReactNode;
}

const linkProps = (link: FooterLink) =>
  link.external ? { href: link.href, target: '_blank', rel: 'noopener noreferrer' } : { href: link.href };

/**
 * The page footer: static pages, support link, app store links and the legal line.
 *
 * @example
 * <Footer links={pages} support={{ label: 'Написать в поддержку', href: 'https://t.me/…', external: true }} copyright="© Тарелка" />
 */
export function Footer({
  links,
  navigationLabel = 'Информация',
  support,
  appLinks = [],
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
                <a {...linkProps(link)}>{link.label}</a>
              </li>
            ))}
          </LinkList>
        </nav>
        <Side>
          {support && <a {...linkProps(support)}>{support.label}</a>}
          {appLinks.length > 0 && (
            <Stores>
              {appLinks.map((link) => (
                <a key={link.href} {...linkProps(link)}>
                  {link.label}
                </a>
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
