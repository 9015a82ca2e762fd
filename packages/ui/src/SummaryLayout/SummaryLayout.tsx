import type { FormEvent, HTMLAttributes, ReactNode } from 'react';
import { Aside, Column, Root } from './SummaryLayout.styles';

/** Props of {@link SummaryLayout}. */
export interface SummaryLayoutProps extends Omit<HTMLAttributes<HTMLElement>, 'children' | 'onSubmit'> {
  /** The main column's blocks (cart lines, checkout sections), one under another. */
  children: ReactNode;
  /** The summary column: beside the main one and sticky from the `md` breakpoint, under it on phones. */
  aside: ReactNode;
  /** Parts of the screen outside the columns' flow (dialogs, overlays, snackbars), after them. */
  overlays?: ReactNode;
  /** The root element: `form` when the summary holds the form's submit button (checkout). */
  as?: 'div' | 'form';
  /** Called when a `form` root is submitted. */
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
  /** Skips the browser's own validation of a `form` root (the caller validates). */
  noValidate?: boolean;
  /** Width of the summary column from the `md` breakpoint, px. */
  $asideWidth?: number;
  /** Gap between the blocks of a column, px. */
  $gap?: number;
  /** Stacks the columns at every width (the cart in a sheet). */
  $stacked?: boolean;
}

/**
 * A screen of content and its summary (cart, checkout): one column on phones; from the `md`
 * breakpoint the summary sits on the right at a fixed width and stays in view. The storefront's
 * prerendered cart and checkout frames copy these boxes (24 px between the columns); keep them in
 * step.
 *
 * @example
 * <SummaryLayout aside={<CartSummary … />}><CartLine … /></SummaryLayout>
 */
export function SummaryLayout({
  children,
  aside,
  overlays,
  as = 'div',
  $asideWidth = 360,
  $gap = 24,
  $stacked = false,
  onSubmit,
  ...rest
}: SummaryLayoutProps) {
  return (
    <Root
      as={as}
      $asideWidth={$asideWidth}
      $stacked={$stacked}
      // The root's props are typed for its default element; only a `form` root is ever submitted.
      onSubmit={onSubmit as ((event: FormEvent<HTMLElement>) => void) | undefined}
      {...rest}
    >
      <Column $gap={$gap}>{children}</Column>
      <Aside $gap={$gap}>{aside}</Aside>
      {overlays}
    </Root>
  );
}
