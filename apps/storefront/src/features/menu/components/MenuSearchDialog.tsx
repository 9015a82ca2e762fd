import { filterPositions, formatMoney, nameIndex, searchByName } from '@tarelka/domain';
import { menuFilterChanged, selectMenuFilter } from '@tarelka/store';
import { useAppDispatch, useAppSelector } from '@tarelka/store/react';
import { MenuFilterPanel, MenuSearchPanel, Modal, type MenuFilterPanelLabels } from '@tarelka/ui';
import { useDeferredValue, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { appConfig } from '../../../config/tenant';
import { Modal as AppModal } from '../../../components/Modal/Modal';
import type { Position } from '../../../lib/api/hooks';
import { useLazyTranslation } from '../../../lib/i18n/lazy-strings';
import positionRu from '../../../../locales/ru/position.json';

/** Props of {@link MenuSearchDialog}. */
export interface MenuSearchDialogProps {
  /** Whether it is shown. */
  open: boolean;
  /** Closes it. */
  onClose: () => void;
  /** Every position searchable. */
  positions: Position[];
}

const LIMIT = 60;

/**
 * The full-screen menu search (spec §2; `Modal` and `MenuSearchPanel` of `@tarelka/ui`):
 * placeholder 'Поиск', 'Блюда не найдены' when nothing matches. Names are lower-cased once and
 * matching runs on a deferred value, so typing stays instant on a 3,000-position menu; at most 60
 * results render. Loaded when the search is first opened (MenuSearch.tsx): the menu page's first
 * load has only the button.
 */
export function MenuSearchDialog({ open, onClose, positions }: MenuSearchDialogProps) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const [query, setQuery] = useState('');
  const deferred = useDeferredValue(query.trim().toLocaleLowerCase());
  const index = useMemo(() => nameIndex(positions), [positions]);
  const results = useMemo(
    () =>
      searchByName(index, deferred, LIMIT).map((p) => ({
        id: p.id,
        name: p.name,
        price: formatMoney(p.price, { locale: i18n.language, currency: appConfig.currency }),
        href: `/menus/${p.menu.id}/positions/${p.id}`,
      })),
    [index, deferred, i18n.language],
  );

  return (
    <Modal
      open={open}
      title={t('nav.search')}
      closeLabel={t('app.close')}
      onClose={onClose}
      fullScreen
      testId="menu-search"
    >
      <MenuSearchPanel
        query={query}
        onQueryChange={setQuery}
        results={results}
        notFound={deferred !== '' && results.length === 0}
        labels={{ placeholder: t('menu.searchPlaceholder'), notFound: t('menu.notFound') }}
        onSelect={(result, event) => {
          event.preventDefault();
          onClose();
          navigate(result.href, {
            state: { background: { pathname: location.pathname, search: location.search, hash: '' } },
          });
        }}
      />
    </Modal>
  );
}

/** The menu filters (`MenuFilterPanel` of `@tarelka/ui`; a sheet on phones), in the store's `app_menu_filter`. */
export function MenuFilterDialog({ open, onClose, positions }: MenuSearchDialogProps) {
  const { t } = useLazyTranslation(positionRu);
  const dispatch = useAppDispatch();
  const filter = useAppSelector(selectMenuFilter);
  return (
    <AppModal open={open} title={t('menu.filters')} onClose={onClose} maxWidth="40rem" testId="menu-filters">
      <MenuFilterPanel
        filter={filter}
        onFilterChange={(next) => dispatch(menuFilterChanged(next))}
        onDone={onClose}
        labels={{
          ...(t('filters', { returnObjects: true }) as Pick<MenuFilterPanelLabels, 'allergens' | 'diets' | 'clear'>),
          allergen: (a) => t(`allergens.${a}`),
          diet: (d) => t(`diets.${d}`),
          done: t('filters.show', { count: filterPositions(positions, filter).length }),
        }}
      />
    </AppModal>
  );
}
