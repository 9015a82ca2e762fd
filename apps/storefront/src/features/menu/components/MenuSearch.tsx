import { selectMenuFilter } from '@tarelka/store';
import { useAppSelector } from '@tarelka/store/react';
import { IconButton, MenuFilterButton } from '@tarelka/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Position } from '../../../lib/api/hooks';
import { lazyComponent } from '../../../lib/lazy/lazy-component';

/** Props of {@link MenuSearch}. */
export interface MenuSearchProps {
  /** Every position searchable. */
  positions: Position[];
}

// The dialog's code (with the modal it renders) loads when the search is first opened, or as the
// pointer or focus reaches the button, so it is usually in by the click.
const MenuSearchDialog = lazyComponent(() => import('./MenuSearchDialog').then((m) => m.MenuSearchDialog), {
  useWhen: (props) => props.open,
});
const preload = () => void MenuSearchDialog.preload().catch(() => undefined);
// The same for the filters' panel.
const MenuFilterDialog = lazyComponent(() => import('./MenuFilterDialog').then((m) => m.MenuFilterDialog), {
  useWhen: (props) => props.open,
});
const preloadFilters = () => void MenuFilterDialog.preload().catch(() => undefined);

/** The menu filters' button (the number on) and their panel, kept in the store (`app_menu_filter`). */
export function MenuFilters({ positions }: MenuSearchProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const { excludeAllergens = [], diets = [] } = useAppSelector(selectMenuFilter);
  const count = excludeAllergens.length + diets.length;
  return (
    <>
      <MenuFilterButton
        label={count ? t('menu.filtersOn', { count }) : t('menu.filters')}
        count={count}
        onClick={() => setOpen(true)}
        onPointerEnter={preloadFilters}
        onFocus={preloadFilters}
        data-testid="menu-filters-open"
      />
      <MenuFilterDialog open={open} onClose={() => setOpen(false)} positions={positions} />
    </>
  );
}

/** The menu search (spec §2): the button beside the group navigation and its full-screen dialog. */
export function MenuSearch({ positions }: MenuSearchProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <IconButton
        $filled
        aria-label={t('nav.search')}
        onClick={() => setOpen(true)}
        onPointerEnter={preload}
        onFocus={preload}
        data-testid="menu-search-open"
      >
        <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
          <circle cx="11" cy="11" r="7" stroke="currentColor" strokeWidth="2" fill="none" />
          <path d="M20 20l-4-4" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </IconButton>
      <MenuSearchDialog open={open} onClose={() => setOpen(false)} positions={positions} />
    </>
  );
}
