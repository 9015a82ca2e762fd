import { formatMoney } from '@tarelka/domain';
import { selectCartCount, selectOrderTotal } from '@tarelka/store';
import { useAppSelector } from '@tarelka/store/react';
import { Button, Modal } from '@tarelka/ui';
import { useState } from 'react';
import { useCheckoutTranslation } from '../../../lib/i18n/checkout-strings';
import styled, { createGlobalStyle, keyframes } from 'styled-components';
import { CartView } from './CartView';

/** Props of {@link CartSheet}. */
export interface CartSheetProps {
  /** Goes to checkout (or sign-in first). */
  onCheckout: () => void;
  /** Goes to the menu (home). */
  onBackToMenu: () => void;
  /** Goes to the cart screen. */
  onGoToCart: () => void;
  /** Currency of the tenant. */
  currency: string;
}

/** Height of the bar plus its gap to the screen's edge; the page keeps this much free below. */
export const CART_BAR_SPACE = 88;

const rise = keyframes`
  from { transform: translateY(16px); opacity: 0; }
  to { transform: none; opacity: 1; }
`;

/**
 * While the bar shows, the page ends `CART_BAR_SPACE` lower so the bar never covers its last
 * content, and `--cart-bar-space` lets other fixed buttons (scroll to top) sit above it.
 */
const BarSpace = createGlobalStyle`
  :root {
    --cart-bar-space: ${CART_BAR_SPACE}px;
  }
  body {
    padding-bottom: ${CART_BAR_SPACE}px;
  }
`;

const Bar = styled.button`
  position: fixed;
  left: 16px;
  right: 16px;
  bottom: max(16px, env(safe-area-inset-bottom));
  z-index: ${({ theme }) => theme.zIndex.sticky};
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  min-height: 56px;
  padding: 0 20px;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.pill}px;
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  font: inherit;
  font-weight: 600;
  cursor: pointer;
  box-shadow: 0 8px 24px rgba(0, 0, 0, 0.25);
  @media (prefers-reduced-motion: no-preference) {
    animation: ${rise} 200ms ease-out;
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.text};
    outline-offset: 3px;
  }
  /* On wide screens a compact bar in the corner, clear of the menu's columns. */
  ${({ theme }) => theme.media.md} {
    left: auto;
    right: 24px;
    bottom: 24px;
    width: 360px;
  }
`;
const Actions = styled.div`
  display: grid;
  width: 100%;
`;

/**
 * The cart on the menu pages (spec §2 "The cart also appears as a bottom sheet"): while the cart
 * has dishes, a bar fixed at the bottom shows the count and the total (in the corner on wide
 * screens) and opens the cart in a sheet (a dialog on wide screens) with its lines, counters and
 * sums, checkout, and a way to the cart screen. The page keeps room for the bar below its content.
 *
 * @example
 * <CartSheet currency="RUB" onCheckout={goCheckout} onBackToMenu={() => navigate('/')} onGoToCart={() => navigate('/cart')} />
 */
export function CartSheet({ onCheckout, onBackToMenu, onGoToCart, currency }: CartSheetProps) {
  const { t, i18n } = useCheckoutTranslation();
  const count = useAppSelector(selectCartCount);
  const total = useAppSelector(selectOrderTotal);
  const [open, setOpen] = useState(false);
  if (count === 0 && !open) return null;
  const sum = formatMoney(total, { locale: i18n.language, currency });
  const positions = t('cart.positions', { count });
  return (
    <>
      {!open && (
        <>
          <BarSpace />
          <Bar
            type="button"
            onClick={() => setOpen(true)}
            aria-haspopup="dialog"
            aria-label={`${t('cart.bar')} · ${positions}, ${sum}`}
            data-testid="cart-bar"
          >
            {/* The name says what the bar shows, word for word ('Корзина · 2 позиции, 780 ₽'), so it
                holds the visible text (WCAG 2.5.3, Label in Name). */}
            <span aria-hidden="true">
              {t('cart.bar')} · {positions}
            </span>{' '}
            <span aria-hidden="true">{sum}</span>
          </Bar>
        </>
      )}
      <Modal
        open={open}
        title={t('cart.title')}
        onClose={() => setOpen(false)}
        closeLabel={t('app.close')}
        $maxWidth="md"
        footer={
          count > 0 ? (
            <Actions>
              <Button
                variant="secondary"
                fullWidth
                onClick={() => {
                  setOpen(false);
                  onGoToCart();
                }}
              >
                {t('cart.goToCart')}
              </Button>
            </Actions>
          ) : undefined
        }
      >
        <div data-testid="cart-sheet">
          <CartView
            variant="sheet"
            currency={currency}
            onCheckout={() => {
              setOpen(false);
              onCheckout();
            }}
            onBackToMenu={() => {
              setOpen(false);
              onBackToMenu();
            }}
          />
        </div>
      </Modal>
    </>
  );
}
