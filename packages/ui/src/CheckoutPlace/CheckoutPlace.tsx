import type { TextFieldProps } from '../TextField/TextField';
import { Button } from '../Button/Button';
import { Panel } from '../Panel/Panel';
import { TextField } from '../TextField/TextField';
import { Fields, Row } from './CheckoutPlace.styles';

/** The delivery place's details the customer may add at checkout (spec §3 "Delivery place"). */
export type CheckoutPlaceDetail = 'apartment' | 'entrance' | 'floor' | 'intercom' | 'comment';

/** What one detail field shows and reports (a form library's field props fit). */
export type CheckoutPlaceField = Pick<TextFieldProps, 'value' | 'onValueChange' | 'onBlur' | 'error' | 'name'>;

/** Texts of {@link CheckoutPlace}, in the customer's language. */
export interface CheckoutPlaceLabels {
  /** Heading: 'Адрес доставки' or 'Пункт самовывоза'. */
  title: string;
  /** The button that opens the location selection. */
  change: string;
  /** Labels of the detail fields. */
  fields: Record<CheckoutPlaceDetail, string>;
}

/** Props of {@link CheckoutPlace}. */
export interface CheckoutPlaceProps {
  /** The delivery address or the pickup point's name and address. */
  address: string;
  /** Called by the change button (opens the location selection). */
  onChange: () => void;
  /** The detail fields, for delivery; without them only the place and its button show (pickup). */
  fields?: Record<CheckoutPlaceDetail, CheckoutPlaceField>;
  /** Texts, in the customer's language. */
  labels: CheckoutPlaceLabels;
}

const DETAILS: readonly CheckoutPlaceDetail[] = ['apartment', 'entrance', 'floor', 'intercom', 'comment'];

/**
 * The checkout's first section (spec §2 "Checkout"): where the order goes, with a way to change
 * it, and for delivery the apartment, entrance, floor, intercom and a comment for the courier (two
 * columns, the comment across). Its heading has the id `checkout-place` and the address
 * `data-testid="checkout-address"`; the storefront's prerendered checkout frame copies its boxes.
 *
 * @example
 * <CheckoutPlace address="ул. Тверская, 7" onChange={openLocation} fields={fields} labels={texts} />
 */
export function CheckoutPlace({ address, onChange, fields, labels }: CheckoutPlaceProps) {
  return (
    <Panel headingId="checkout-place" title={labels.title}>
      <Row>
        <p data-testid="checkout-address">{address}</p>
        <Button variant="text" size="sm" onClick={onChange}>
          {labels.change}
        </Button>
      </Row>
      {fields && (
        <Fields>
          {DETAILS.map((detail) => (
            <TextField
              key={detail}
              label={labels.fields[detail]}
              autoComplete={detail === 'apartment' ? 'address-line2' : undefined}
              {...fields[detail]}
            />
          ))}
        </Fields>
      )}
    </Panel>
  );
}
