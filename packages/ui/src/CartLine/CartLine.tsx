import type { Minor } from '@tarelka/domain';
import { Counter } from '../Counter/Counter';
import { IconButton } from '../IconButton/IconButton';
import { Image } from '../Image/Image';
import { CloseIcon } from '../lib/icons';
import { Price } from '../Price/Price';
import { Controls, Info, Name, Photo, Remove, Row, Small } from './CartLine.styles';

/** The data a {@link CartLine} shows. */
export interface CartLineData {
  /** Line key (position id plus modifiers). */
  key: string;
  /** Dish name. */
  name: string;
  /** Chosen modifiers, as names. */
  modifiers?: readonly string[];
  /** Quantity. */
  count: number;
  /** Line sum in minor units, as the server priced it. */
  sum: Minor;
  /** Line sum before discounts, when higher. */
  oldSum?: Minor;
  /** Photo URL. */
  photo?: string;
}

/** Texts of {@link CartLine}, in the customer's language. */
export interface CartLineLabels {
  /** Remove button name for a dish. */
  remove: (name: string) => string;
  /** Note when the dish cannot be ordered. */
  unavailable: string;
  /** Names of the quantity stepper's − and + buttons. */
  decrease: string;
  increase: string;
}

/** Props of {@link CartLine}. */
export interface CartLineProps {
  /** The line. */
  line: CartLineData;
  /** Called with the new count (0 is not offered; use remove). */
  onCountChange: (key: string, count: number) => void;
  /** Called to remove the line. */
  onRemove: (key: string) => void;
  /** The dish cannot be delivered or ordered now. */
  unavailable?: boolean;
  /** Largest quantity. */
  maxCount?: number;
  /** Currency. */
  currency?: string;
  /** Texts, in the customer's language. */
  labels: CartLineLabels;
}

/**
 * A cart row: photo, name, modifiers, quantity stepper, line sum (old sum struck) and remove.
 * Render inside a list (`<ul>`).
 *
 * @example
 * <ul>{lines.map((line) => <CartLine key={line.key} line={line} onCountChange={setCount} onRemove={remove} />)}</ul>
 */
export function CartLine({
  line,
  onCountChange,
  onRemove,
  unavailable = false,
  maxCount = 99,
  currency,
  labels,
}: CartLineProps) {
  return (
    <Row $unavailable={unavailable}>
      <Photo>
        <Image src={line.photo} alt="" aspectRatio="1 / 1" $radius={12} />
      </Photo>
      <Info>
        <Name>{line.name}</Name>
        {line.modifiers && line.modifiers.length > 0 && <Small>{line.modifiers.join(', ')}</Small>}
        {unavailable && <Small $danger>{labels.unavailable}</Small>}
      </Info>
      <Controls>
        <Counter
          label={line.name}
          labels={{ decrease: labels.decrease, increase: labels.increase }}
          value={line.count}
          min={1}
          max={maxCount}
          onValueChange={(count) => onCountChange(line.key, count)}
        />
        <Price amount={line.sum} oldAmount={line.oldSum} currency={currency} />
      </Controls>
      <Remove>
        <IconButton aria-label={labels.remove(line.name)} onClick={() => onRemove(line.key)}>
          <CloseIcon />
        </IconButton>
      </Remove>
    </Row>
  );
}
