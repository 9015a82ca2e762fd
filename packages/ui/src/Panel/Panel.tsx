import type { HTMLAttributes, ReactNode } from 'react';
import { useId } from 'react';
import { Heading, Icon, Root } from './Panel.styles';

/** How a {@link Panel} is outlined. */
export type PanelTone = 'plain' | 'success' | 'danger';

/** Props of {@link Panel}. */
export interface PanelProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** Heading of the panel; it also names the panel's region. */
  title?: ReactNode;
  /** Id of the heading (a generated one by default), for pages and tests that point at it. */
  headingId?: string;
  /** A picture above the heading (a result's check mark); decorative. */
  icon?: ReactNode;
  /** Level of the heading: 1 for a page's only panel (the order result), 2 by default. */
  headingLevel?: 1 | 2;
  /** The panel's content. */
  children?: ReactNode;
  /** Outline colour: none, success or danger. */
  $tone?: PanelTone;
  /** Centres the content (a result or status panel). */
  $centered?: boolean;
}

/**
 * A titled card on the page's surface: a checkout section, the order result, a payment status.
 * The checkout frame of the storefront's prerender copies its box (20 px padding, 16 px gaps,
 * 20 px corners); keep them in step.
 *
 * @example
 * <Panel title="Контакты" headingId="checkout-contacts"><TextField … /></Panel>
 */
export function Panel({
  title,
  headingId,
  icon,
  headingLevel = 2,
  children,
  $tone = 'plain',
  $centered = false,
  ...rest
}: PanelProps) {
  const autoId = useId();
  const id = headingId ?? autoId;
  return (
    <Root aria-labelledby={title ? id : undefined} $tone={$tone} $centered={$centered} {...rest}>
      {icon && <Icon aria-hidden="true">{icon}</Icon>}
      {title && (
        <Heading as={`h${headingLevel}`} id={id} $level={headingLevel}>
          {title}
        </Heading>
      )}
      {children}
    </Root>
  );
}
