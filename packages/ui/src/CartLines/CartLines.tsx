import { CartLine } from '../CartLine/CartLine';
import type { CartLineData, CartLineLabels } from '../CartLine/CartLine';
import { List } from './CartLines.styles';

/** Props of {@link CartLines}. */
export interface CartLinesProps {
  /** The cart's lines, in cart order. */
  lines: readonly CartLineData[];
  /** Called with a line's key and its new count. */
  onCountChange: (key: string, count: number) => void;
  /** Called with the key of the line to remove. */
  onRemove: (key: string) => void;
  /** Accessible name of the list, e.g. 'Блюда в корзине'. */
  label: string;
  /** Currency. */
  currency?: string;
  /** Texts of each line, in the customer's language. */
  labels: CartLineLabels;
}

/**
 * The cart's dishes: a named list of {@link CartLine} rows, one under another.
 *
 * @example
 * <CartLines lines={lines} label="Блюда в корзине" onCountChange={setCount} onRemove={remove} labels={texts} />
 */
export function CartLines({ lines, onCountChange, onRemove, label, currency, labels }: CartLinesProps) {
  return (
    <List aria-label={label}>
      {lines.map((line) => (
        <CartLine
          key={line.key}
          line={line}
          onCountChange={onCountChange}
          onRemove={onRemove}
          currency={currency}
          labels={labels}
        />
      ))}
    </List>
  );
}
