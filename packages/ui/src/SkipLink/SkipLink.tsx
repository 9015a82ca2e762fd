import { Anchor } from './SkipLink.styles';

/** Props of {@link SkipLink}. */
export interface SkipLinkProps {
  /** The main content's fragment, e.g. '#content' (that element takes the focus: give it `tabIndex={-1}`). */
  href: string;
  /** The link's text, e.g. 'Перейти к содержимому'. */
  label: string;
}

/**
 * The page's first link, for keyboard users: hidden until it has the focus, it jumps over the app
 * bar to the main content (WCAG 2.4.1).
 *
 * @example
 * <SkipLink href="#content" label="Перейти к содержимому" />
 */
export function SkipLink({ href, label }: SkipLinkProps) {
  return <Anchor href={href}>{label}</Anchor>;
}
