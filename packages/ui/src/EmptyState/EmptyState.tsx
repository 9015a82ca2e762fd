import type { ReactNode } from 'react';
import { Button } from '../Button/Button';
import { Art, Root, Text, Title } from './EmptyState.styles';

/** Props of {@link EmptyState}. */
export interface EmptyStateProps {
  /** Heading, e.g. 'Корзина пуста'. */
  title: string;
  /** Explanation. */
  text?: string;
  /** Decorative picture (96 px box). */
  illustration?: ReactNode;
  /** Action button text, e.g. 'Вернуться в меню'. */
  actionLabel?: string;
  /** Called by the action button. */
  onAction?: () => void;
}

/**
 * A friendly empty state with an optional way forward.
 *
 * @example
 * <EmptyState title="Корзина пуста" text="Добавьте блюда из меню" actionLabel="Вернуться в меню" onAction={goHome} />
 */
export function EmptyState({ title, text, illustration, actionLabel, onAction }: EmptyStateProps) {
  return (
    <Root>
      {illustration && <Art aria-hidden="true">{illustration}</Art>}
      <Title>{title}</Title>
      {text && <Text>{text}</Text>}
      {actionLabel && onAction && <Button onClick={onAction}>{actionLabel}</Button>}
    </Root>
  );
}
