import { formatMoney } from '@tarelka/domain';
import { selectCartCount, selectOrderTotal } from '@tarelka/store';
import { useAppSelector } from '@tarelka/store/react';
import { Button, CartBar, Modal } from '@tarelka/ui';
import { useState } from 'react';
import { useCheckoutTranslation } from '../../../lib/i18n/checkout-strings';
import styled from 'styled-components';
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
        <CartBar
          summary={`${t('cart.bar')} · ${positions}`}
          total={sum}
          onClick={() => setOpen(true)}
          aria-haspopup="dialog"
          data-testid="cart-bar"
        />
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
