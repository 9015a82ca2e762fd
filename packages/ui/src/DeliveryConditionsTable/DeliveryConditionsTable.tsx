import { formatMoney } from '@tarelka/domain';
import type { Minor } from '@tarelka/domain';
import { Table } from './DeliveryConditionsTable.styles';

/** One delivery threshold (the domain's threshold or condition row fits). */
export interface DeliveryConditionsRow {
  /** Order sum from, in minor units. */
  from: Minor;
  /** Order sum up to (exclusive), or null without a maximum. */
  to: Minor | null;
  /** Delivery price in minor units; 0 is free. */
  deliveryCost: Minor;
  /** Delivery time in minutes; 0 hides it. */
  deliveryTime: number;
}

/** Texts of {@link DeliveryConditionsTable}, in the page's language. */
export interface DeliveryConditionsTableLabels {
  /** Name of the table (e.g. the zone's name). */
  caption: string;
  /** First column. */
  orderSum: string;
  /** Second column. */
  delivery: string;
  /** A zero delivery price. */
  free: string;
  /** The word before a range's start ('от'). */
  from: string;
  /** The word before a range's end ('до'). */
  to: string;
  /** Minutes. */
  minutes: (n: number) => string;
}

/** Props of {@link DeliveryConditionsTable}. */
export interface DeliveryConditionsTableProps {
  /** Thresholds sorted by `from`. */
  rows: readonly DeliveryConditionsRow[];
  /** Currency. */
  currency?: string;
  /** Locale for money. */
  locale?: string;
  /** Texts, in the page's language. */
  labels: DeliveryConditionsTableLabels;
  /** Shows the caption above the table (several zones); otherwise it only names the table. */
  showCaption?: boolean;
}

/**
 * The delivery conditions of a zone: order sum ranges and the delivery price ('Бесплатно' for 0),
 * with '• N мин' when the time is not 0. Goes in a 25rem {@link Modal}.
 *
 * @example
 * <Modal open title="Условия доставки" closeLabel="Закрыть" $maxWidth="sm" onClose={close}>
 *   <DeliveryConditionsTable rows={deliveryConditionRows(zone.thresholds)} labels={texts} />
 * </Modal>
 */
export function DeliveryConditionsTable({
  rows,
  currency,
  locale,
  labels: text,
  showCaption = false,
}: DeliveryConditionsTableProps) {
  const money = (amount: Minor) => formatMoney(amount, { currency, locale });
  return (
    <Table aria-label={showCaption ? undefined : text.caption}>
      {showCaption && <caption>{text.caption}</caption>}
      <thead>
        <tr>
          <th scope="col">{text.orderSum}</th>
          <th scope="col">{text.delivery}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={`${row.from}-${row.to}`}>
            <td>
              {text.from} {money(row.from)}
              {row.to !== null && ` ${text.to} ${money(row.to)}`}
            </td>
            <td>
              <span data-free={row.deliveryCost === 0}>
                {row.deliveryCost === 0 ? text.free : money(row.deliveryCost)}
              </span>
              {row.deliveryTime > 0 && ` • ${text.minutes(row.deliveryTime)}`}
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
