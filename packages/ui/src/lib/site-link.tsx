import type { MouseEvent } from 'react';

/** A navigation link of the site chrome (app bar, drawer, footer). */
export interface SiteLink {
  /** Link text. */
  label: string;
  /** Target URL. */
  href: string;
  /** Marks the current page (`aria-current="page"`). */
  current?: boolean;
  /** Opens in a new tab with `rel="noopener noreferrer"` (the franchise link, a messenger). */
  external?: boolean;
}

/** Called when a site link is followed, e.g. for client-side routing (it may prevent the default). */
export type SiteLinkHandler = (link: SiteLink, event: MouseEvent<HTMLAnchorElement>) => void;

/** Props of {@link SiteAnchor}. */
export interface SiteAnchorProps {
  /** The link. */
  link: SiteLink;
  /** Called when it is followed. */
  onNavigate?: SiteLinkHandler;
}

/** One site link as a plain `<a>`: current page marked, external ones in a new tab. */
export function SiteAnchor({ link, onNavigate }: SiteAnchorProps) {
  return (
    <a
      href={link.href}
      aria-current={link.current ? 'page' : undefined}
      {...(link.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
      onClick={onNavigate && ((event) => onNavigate(link, event))}
    >
      {link.label}
    </a>
  );
}
