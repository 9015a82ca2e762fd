import { Button } from '../Button/Button';
import { PinIcon } from '../lib/icons';
import { RadioList } from '../RadioList/RadioList';
import { Empty, Root } from './PickupPointList.styles';

/** A pickup point. */
export interface PickupPoint {
  /** Restaurant id. */
  id: string;
  /** Street address (the list is by street). */
  street: string;
  /** Restaurant name. */
  name?: string;
  /** Hours line, e.g. '10:00–22:00'. */
  hours?: string;
}

/** Texts of {@link PickupPointList}. */
export interface PickupPointListLabels {
  /** Group caption. */
  legend: string;
  /** Map button. */
  onMap: string;
  /** No points. */
  empty: string;
  /** Hours line prefix. */
  hours: (hours: string) => string;
}

/** Props of {@link PickupPointList}. */
export interface PickupPointListProps {
  /** Points, already sorted (the domain's `sortPickupPoints`). */
  points: readonly PickupPoint[];
  /** Chosen point id. */
  value: string | null;
  /** Called with the chosen point. */
  onValueChange: (id: string) => void;
  /** Called by 'Выбрать на карте'; hidden when absent. */
  onOpenMap?: () => void;
  /** Error, e.g. 'Выберите точку самовывоза'. */
  error?: string;
  /** Form field name of the radios; generated when omitted. */
  name?: string;
  /** Texts. */
  labels: PickupPointListLabels;
}

/**
 * The take-away tab: a radio list of pickup points by street and a 'Выбрать на карте' button.
 *
 * @example
 * <PickupPointList points={points} value={restoId} onValueChange={choose} onOpenMap={openMap} labels={labels} />
 */
export function PickupPointList({
  points,
  value,
  onValueChange,
  onOpenMap,
  error,
  name,
  labels: text,
}: PickupPointListProps) {
  return (
    <Root>
      {points.length === 0 ? (
        <Empty role="status">{text.empty}</Empty>
      ) : (
        <RadioList
          legend={text.legend}
          options={points.map((point) => ({
            value: point.id,
            label: point.street,
            description: [point.name, point.hours && text.hours(point.hours)].filter(Boolean).join(' · ') || undefined,
          }))}
          value={value}
          onValueChange={onValueChange}
          error={error}
          name={name}
        />
      )}
      {onOpenMap && (
        <Button variant="text" onClick={onOpenMap}>
          <PinIcon />
          {text.onMap}
        </Button>
      )}
    </Root>
  );
}
