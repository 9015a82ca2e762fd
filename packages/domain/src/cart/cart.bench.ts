import { bench, describe } from 'vitest';
import { applyPreflightResponse, cartTotals } from './cart';
import { repricingCase } from './cart.fixtures';

// A 200-line cart and the server's answer for it: every line repriced, then totalled.
const { cart, response } = repricingCase(200);

describe('cart: 200 lines', () => {
  bench(
    'apply a preflight response and total',
    () => {
      const applied = applyPreflightResponse(cart, response);
      cartTotals(applied.positions);
    },
    { time: 1500 },
  );
});
