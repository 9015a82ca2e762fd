import { ALLERGENS, DIETS, type Allergen, type Diet, type DietFilter } from '@tarelka/domain';
import styled from 'styled-components';
import { Button } from '../Button/Button';
import { Checkbox } from '../Checkbox/Checkbox';

const Set = styled.fieldset`
  margin: 0 0 ${({ theme }) => theme.space.md}px;
  padding: 0;
  border: 0;
  min-width: 0;

  legend {
    padding: 0;
    margin-bottom: ${({ theme }) => theme.space.xs}px;
    font-weight: ${({ theme }) => theme.typography.weight.bold};
  }
`;
const Options = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(9.5rem, 1fr));
  column-gap: ${({ theme }) => theme.space.md}px;
`;
const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm}px;
`;

/** Texts of {@link MenuFilterPanel}, in the customer's language. */
export interface MenuFilterPanelLabels {
  /** Legend of the allergens to leave out ('Без аллергенов'). */
  allergens: string;
  /** An allergen's name ('Молоко'). */
  allergen: (allergen: Allergen) => string;
  /** Legend of the diet marks ('Особенности'). */
  diets: string;
  /** A diet mark's name ('Вегетарианское'). */
  diet: (diet: Diet) => string;
  /** The clear action ('Сбросить фильтры'). */
  clear: string;
  /** The action that closes the panel ('Показать 42 блюда'). */
  done: string;
}

/** Props of {@link MenuFilterPanel}. */
export interface MenuFilterPanelProps {
  /** The filters now. */
  filter: DietFilter;
  /** Called with the new filters on every tap (`{}` when cleared). */
  onFilterChange: (filter: DietFilter) => void;
  /** Closes the panel (its 'done' button). */
  onDone: () => void;
  /** Texts, in the customer's language. */
  labels: MenuFilterPanelLabels;
}

/** One fieldset of checkboxes: every `item`, checked when in `chosen`; reports the new list. */
function Choices<T extends string>(props: {
  legend: string;
  items: readonly T[];
  chosen: readonly T[];
  name: (item: T) => string;
  onChange: (chosen: T[]) => void;
}) {
  const { legend, items, chosen, name, onChange } = props;
  return (
    <Set>
      <legend>{legend}</legend>
      <Options>
        {items.map((item) => (
          <Checkbox
            key={item}
            label={name(item)}
            checked={chosen.includes(item)}
            onCheckedChange={(on) => onChange(on ? [...chosen, item] : chosen.filter((x) => x !== item))}
          />
        ))}
      </Options>
    </Set>
  );
}

/**
 * The menu filters (issue 28), for a dialog or bottom sheet: the 14 allergens to leave out ('Без
 * аллергенов…') and the diet marks every shown dish must carry, as checkboxes, with a clear
 * action and a done button. Controlled: each tap reports the whole new filter, which
 * `filterPositions` of `@tarelka/domain` applies.
 *
 * @example
 * <MenuFilterPanel filter={filter} onFilterChange={setFilter} onDone={close} labels={labels} />
 */
export function MenuFilterPanel({ filter, onFilterChange, onDone, labels }: MenuFilterPanelProps) {
  const excluded = filter.excludeAllergens ?? [];
  const diets = filter.diets ?? [];
  return (
    <div>
      <Choices
        legend={labels.allergens}
        items={ALLERGENS}
        chosen={excluded}
        name={labels.allergen}
        onChange={(list) => onFilterChange({ ...filter, excludeAllergens: list })}
      />
      <Choices
        legend={labels.diets}
        items={DIETS}
        chosen={diets}
        name={labels.diet}
        onChange={(list) => onFilterChange({ ...filter, diets: list })}
      />
      <Actions>
        <Button
          variant="secondary"
          disabled={excluded.length === 0 && diets.length === 0}
          onClick={() => onFilterChange({})}
        >
          {labels.clear}
        </Button>
        <Button onClick={onDone}>{labels.done}</Button>
      </Actions>
    </div>
  );
}
