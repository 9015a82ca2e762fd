import { EmptyState } from '../EmptyState/EmptyState';

/** Texts of {@link EmptyCart}, in the customer's language. */
export interface EmptyCartLabels {
  /** Heading: 'Корзина пуста'. */
  title: string;
  /** What to do: add dishes from the menu. */
  text: string;
  /** The button back to the menu. */
  backToMenu: string;
}

/** Props of {@link EmptyCart}. */
export interface EmptyCartProps {
  /** Called by the back-to-menu button. */
  onBackToMenu: () => void;
  /** Texts, in the customer's language. */
  labels: EmptyCartLabels;
}

/**
 * The cart without dishes (spec §2 "Cart screen"): a cart picture, the heading, what to do and the
 * way back to the menu.
 *
 * @example
 * <EmptyCart onBackToMenu={goHome} labels={{ title: 'Корзина пуста', text: 'Добавьте блюда из меню', backToMenu: 'Вернуться в меню' }} />
 */
export function EmptyCart({ onBackToMenu, labels }: EmptyCartProps) {
  return (
    <EmptyState
      title={labels.title}
      text={labels.text}
      actionLabel={labels.backToMenu}
      onAction={onBackToMenu}
      illustration={<CartIllustration />}
    />
  );
}

function CartIllustration() {
  return (
    <svg viewBox="0 0 96 96" width="96" height="96" aria-hidden="true">
      <circle cx="48" cy="48" r="44" fill="currentColor" opacity="0.08" />
      <path
        d="M24 30h8l6 30h28l6-22H36"
        fill="none"
        stroke="currentColor"
        strokeWidth="4"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <circle cx="42" cy="70" r="4" fill="currentColor" />
      <circle cx="62" cy="70" r="4" fill="currentColor" />
    </svg>
  );
}
