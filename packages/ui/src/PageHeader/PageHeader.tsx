import type { ReactNode } from 'react';
import { IconButton } from '../IconButton/IconButton';
import { ChevronLeftIcon } from '../lib/icons';
import { Actions, Heading, Root } from './PageHeader.styles';

/** Props of {@link PageHeader}. */
export type PageHeaderProps = {
  /** Page title (the page's h1). */
  title: ReactNode;
  /** Controls at the end (e.g. «clear cart»). */
  actions?: ReactNode;
} & (
  | {
      /** Shows a back button calling this. */
      onBack: () => void;
      /** Accessible name of the back button, in the page's language. */
      backLabel: string;
    }
  | { onBack?: undefined; backLabel?: undefined }
);

/**
 * The page title row: 56 px on mobile, 80 px on desktop (spec §2), with an optional back button and
 * actions. It has no gutters of its own: it sits in the page's content column.
 *
 * @example
 * <PageHeader title="Корзина" onBack={goHome} backLabel="Назад" />
 */
export function PageHeader({ title, onBack, backLabel, actions }: PageHeaderProps) {
  return (
    <Root>
      {onBack && (
        <IconButton aria-label={backLabel} onClick={onBack}>
          <ChevronLeftIcon />
        </IconButton>
      )}
      <Heading>{title}</Heading>
      {actions && <Actions>{actions}</Actions>}
    </Root>
  );
}
