import { filterPositions } from '@tarelka/domain';
import { menuFilterChanged, selectMenuFilter } from '@tarelka/store';
import { useAppDispatch, useAppSelector } from '@tarelka/store/react';
import { MenuFilterPanel, type MenuFilterPanelLabels } from '@tarelka/ui';
import { Modal } from '../../../components/Modal/Modal';
import { useLazyTranslation } from '../../../lib/i18n/lazy-strings';
import positionRu from '../../../../locales/ru/position.json';
import type { MenuSearchDialogProps } from './MenuSearchDialog';

/** The menu filters (`MenuFilterPanel` of `@tarelka/ui` in a dialog, a sheet on phones); loaded when first opened. */
export function MenuFilterDialog({ open, onClose, positions }: MenuSearchDialogProps) {
  const { t } = useLazyTranslation(positionRu);
  const dispatch = useAppDispatch();
  const filter = useAppSelector(selectMenuFilter);
  const texts = t('filters', { returnObjects: true }) as Pick<MenuFilterPanelLabels, 'allergens' | 'diets' | 'clear'>;
  return (
    <Modal open={open} title={t('menu.filters')} onClose={onClose} maxWidth="40rem" testId="menu-filters">
      <MenuFilterPanel
        filter={filter}
        onFilterChange={(next) => dispatch(menuFilterChanged(next))}
        onDone={onClose}
        labels={{
          ...texts,
          allergen: (a) => t(`allergens.${a}`),
          diet: (d) => t(`diets.${d}`),
          done: t('filters.show', { count: filterPositions(positions, filter).length }),
        }}
      />
    </Modal>
  );
}
