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

// The dialogs' code loads when one is first opened, or as the pointer or focus reaches a button.
const whenOpen = { useWhen: (props: { open: boolean }) => props.open };
const MenuSearchDialog = lazyComponent(() => import('./MenuSearchDialog').then((m) => m.MenuSearchDialog), whenOpen);
const MenuFilterDialog = lazyComponent(() => import('./MenuSearchDialog').then((m) => m.MenuFilterDialog), whenOpen);
const preload = () => void Promise.all([MenuSearchDialog.preload(), MenuFilterDialog.preload()]).catch(() => undefined);

/**
 * The menu search (spec §2) and filters (issue 28; the number on, kept in `app_menu_filter`): the
 * buttons beside the group navigation and their dialogs.
 */
export function MenuSearch({ positions }: MenuSearchProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<'search' | 'filters' | null>(null);
  const { excludeAllergens = [], diets = [] } = useAppSelector(selectMenuFilter);
  const count = excludeAllergens.length + diets.length;
  return (
    <>
      <MenuFilterButton
        label={count ? t('menu.filtersOn', { count }) : t('menu.filters')}
        count={count}
        onClick={() => setOpen('filters')}
        onPointerEnter={preload}
        onFocus={preload}
        data-testid="menu-filters-open"
      />
      <IconButton
        $filled
        aria-label={t('nav.search')}
        onClick={() => setOpen('search')}
        onPointerEnter={preload}
        onFocus={preload}
        data-testid="menu-search-open"
      >
        <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
          <circle cx="11" cy="11" r="7" stroke="currentColor" strokeWidth="2" fill="none" />
          <path d="M20 20l-4-4" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </IconButton>
      <MenuSearchDialog open={open === 'search'} onClose={() => setOpen(null)} positions={positions} />
      <MenuFilterDialog open={open === 'filters'} onClose={() => setOpen(null)} positions={positions} />
    </>
  );
}
