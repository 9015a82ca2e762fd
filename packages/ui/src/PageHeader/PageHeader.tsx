import type { ReactNode } from 'react';
import { IconButton } from '../IconButton/IconButton';
import { ChevronLeftIcon } from '../lib/icons';
import { Actions, Heading, Root } from './PageHeader.styles';

/** Props of {@link PageHeader}. */
export interface PageHeaderProps {
  /** Page title (the page's h1). */
  title: ReactNode;
  /** Shows a back button calling this. */
  onBack?: () => void;
  /** Accessible name of the back button. */
  backLabel?: string;
  /** Controls at the end (e.g. «clear cart»). */
  actions?: ReactNode;
}

/**
 * The page title row: 56 px on phones, 80 px from 840 px, with optional back button and actions.
 *
 * @example
 * <PageHeader title="Корзина" onBack={goHome} />
 */
export function PageHeader({ title, onBack, backLabel = 'Назад', actions }: PageHeaderProps) {
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
