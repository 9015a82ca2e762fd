import { describe, expect, it, vi } from 'vitest';
import { positionAdded, positionCountChanged } from '../slices/cart';
import { profileReceived, selectAccount, signedIn, signedOut } from '../slices/auth';
import { localeChanged } from '../slices/ui';
import { cartItem, createSharedStorage, createTestStore } from '../testing/factories';

const VERSION = { app_version: '"1.0.0"', app_white_label: '"demo"' };
const tokens = { accessToken: 'a.b.c', refreshToken: 'd.e.f', source: 'PHONE' as const };
const person = {
  id: 'p-1',
  accountIds: [],
  avatar: null,
  deliveries: [],
  email: null,
  firstName: 'Анна',
  lastName: null,
  patronymic: null,
  phone: '+79990000000',
};

function twoTabs() {
  const shared = createSharedStorage(VERSION);
  const warn = vi.fn();
  const a = createTestStore({ ...shared.tab(), warn });
  const b = createTestStore({ ...shared.tab(), warn });
  return { shared, a, b, warn };
}

describe('cross-tab sync', () => {
  it('a position added in one tab appears in the other', () => {
    const { a, b } = twoTabs();
    a.dispatch(positionAdded(cartItem({ count: 2 })));
    a.flushPersistence();
    expect(b.getState().cart.positions).toEqual(a.getState().cart.positions);
    b.dispatch(positionCountChanged({ line: { id: 1025, menuId: 1, modifiers: [] }, count: 5 }));
    b.flushPersistence();
    expect(a.getState().cart.positions[0]).toMatchObject({ count: 5, sum: 130000 });
  });

  it('a sign-in and a sign-out in one tab apply in the other', () => {
    const { a, b } = twoTabs();
    a.dispatch(signedIn({ tokenSet: tokens }));
    a.dispatch(profileReceived(person));
    a.flushPersistence();
    expect(b.getState().auth).toEqual({ profile: person, tokenSet: tokens });
    expect(selectAccount(b.getState())).toEqual({ name: 'Анна', avatar: null });
    a.dispatch(signedOut());
    a.flushPersistence();
    expect(b.getState().auth).toEqual({ profile: null, tokenSet: null });
    expect(selectAccount(b.getState())).toBeNull();
  });

  it('names the signed-in person by first and last name, else by phone', () => {
    const { a } = twoTabs();
    a.dispatch(signedIn({ tokenSet: tokens, profile: { ...person, firstName: ' ', avatar: 'https://x/a.png' } }));
    expect(selectAccount(a.getState())).toEqual({ name: '+79990000000', avatar: 'https://x/a.png' });
    a.dispatch(profileReceived({ ...person, lastName: 'Иванова' }));
    expect(selectAccount(a.getState())?.name).toBe('Анна Иванова');
  });

  it('does not echo an applied change back to storage', () => {
    const { shared, a, b } = twoTabs();
    const setItem = vi.spyOn(shared.backing, 'setItem');
    a.dispatch(localeChanged('en'));
    a.flushPersistence();
    b.flushPersistence();
    expect(b.getState().ui.locale).toBe('en');
    expect(setItem.mock.calls.filter(([key]) => key === 'app_locale')).toHaveLength(1);
  });

  it('ignores a corrupt value written by another tab, with a warning', () => {
    const { shared, a, warn } = twoTabs();
    a.dispatch(positionAdded(cartItem()));
    a.flushPersistence();
    shared.emitForeign('app_cart_positions', '[{"id":1}]');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('app_cart_positions'));
    expect(a.getState().cart.positions).toHaveLength(1);
  });

  it('ignores keys that are not shared across tabs', () => {
    const { shared, a } = twoTabs();
    shared.emitForeign('app_city_id', '2');
    shared.emitForeign('someone_elses_key', 'x');
    expect(a.getState().location.cityId).toBeNull();
  });
});
