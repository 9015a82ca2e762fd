import { useRef } from 'react';
import type { KeyboardEvent } from 'react';
import { Tab, TabList } from './Tabs.styles';

/** One tab of {@link Tabs}. */
export interface TabItem {
  /** Value reported on change. */
  value: string;
  /** Tab text. */
  label: string;
  /** Id of the panel this tab controls, when there is one (underline tabs). */
  panelId?: string;
  /** Makes the tab unselectable. */
  disabled?: boolean;
}

/** Props of {@link Tabs}. */
export interface TabsProps {
  /** Accessible name of the tab list. */
  label: string;
  /** Tabs in display order. */
  items: readonly TabItem[];
  /** The selected tab's value. */
  value: string;
  /** Called with the chosen tab's value. */
  onValueChange: (value: string) => void;
  /** `segmented`: a toggle with radio-group semantics (delivery / take-away); `underline`: section tabs. */
  variant?: 'segmented' | 'underline';
  /** Stretches tabs to fill the width. */
  fullWidth?: boolean;
}

/**
 * Tabs or a segmented toggle with roving focus: arrows, Home and End move and select. The
 * segmented toggle is a radio group (`radio`, `aria-checked`): it picks a value rather than
 * showing a panel; the underline variant is a tab list.
 *
 * @example
 * <Tabs label="Способ получения" variant="segmented" items={[{ value: 'DELIVERY', label: 'Доставка' }, { value: 'TAKE_AWAY', label: 'Самовывоз' }]} value={type} onValueChange={setType} />
 */
export function Tabs({ label, items, value, onValueChange, variant = 'underline', fullWidth = false }: TabsProps) {
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const enabled = items.map((item, index) => (item.disabled ? -1 : index)).filter((index) => index >= 0);

  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const position = enabled.indexOf(index);
    let next: number | undefined;
    if (event.key === 'ArrowRight') next = enabled[(position + 1) % enabled.length];
    else if (event.key === 'ArrowLeft') next = enabled[(position - 1 + enabled.length) % enabled.length];
    else if (event.key === 'Home') next = enabled[0];
    else if (event.key === 'End') next = enabled[enabled.length - 1];
    if (next === undefined) return;
    event.preventDefault();
    refs.current[next]?.focus();
    onValueChange(items[next]!.value);
  };

  const radio = variant === 'segmented';
  return (
    <TabList role={radio ? 'radiogroup' : 'tablist'} aria-label={label} $variant={variant} $fullWidth={fullWidth}>
      {items.map((item, index) => {
        const selected = item.value === value;
        return (
          <Tab
            key={item.value}
            ref={(element) => {
              refs.current[index] = element;
            }}
            type="button"
            role={radio ? 'radio' : 'tab'}
            aria-checked={radio ? selected : undefined}
            aria-selected={radio ? undefined : selected}
            aria-controls={item.panelId}
            tabIndex={selected ? 0 : -1}
            disabled={item.disabled}
            onClick={() => onValueChange(item.value)}
            onKeyDown={(event) => onKeyDown(event, index)}
            $variant={variant}
            $fullWidth={fullWidth}
          >
            {item.label}
          </Tab>
        );
      })}
    </TabList>
  );
}
