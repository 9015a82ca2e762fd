import { describe, expect, it } from 'vitest';
import { matchPath } from 'react-router';
import { guard } from './guard';
import { backgroundOf } from './layers';
import { ROUTES } from './routes';

const known = (pathname: string) => ROUTES.some((r) => matchPath(r.path, pathname));

describe('routes', () => {
  it('cover every route of spec §2 with the eight static pages', () => {
    for (const path of [
      '/',
      '/auth',
      '/cart',
      '/promotions',
      '/promotions/3',
      '/restos',
      '/restos/1',
      '/menus/2',
      '/menus/2/positions/9',
      '/terms-of-sale',
      '/dostavka',
      '/podarki-ot-partnerov',
    ]) {
      expect(known(path), path).toBe(true);
    }
    expect(ROUTES.filter((r) => r.name.startsWith('pages.'))).toHaveLength(8);
  });
});

describe('guard', () => {
  it('sends unknown paths home', () => {
    expect(guard('/nope', { mobile: true }, known)).toBe('/');
  });

  it('keeps the menu page for phones and sends desktops to that menu on the menus page', () => {
    expect(guard('/menus/4', { mobile: true }, known)).toBeNull();
    expect(guard('/menus/4', { mobile: false }, known)).toBe('/#menu-4');
  });
});

describe('backgroundOf', () => {
  it('keeps the page a layer was opened over', () => {
    const background = { pathname: '/promotions', search: '', hash: '' };
    expect(backgroundOf({ pathname: '/promotions/2', state: { background } }, false)).toBe(background);
  });

  it('puts a deep-linked position over its menu on phones and over home on desktops', () => {
    expect(backgroundOf({ pathname: '/menus/3/positions/8', state: null }, true)?.pathname).toBe('/menus/3');
    expect(backgroundOf({ pathname: '/menus/3/positions/8', state: null }, false)?.pathname).toBe('/');
    expect(backgroundOf({ pathname: '/restos', state: null }, false)).toBeNull();
  });
});
