import type { DeliveryType } from '@tarelka/domain';
import type { ReactNode } from 'react';
import { Button } from '../Button/Button';
import { Tabs } from '../Tabs/Tabs';
import { Actions, Alert, Heading, Lead, Root, Row } from './LocationForm.styles';

/** Texts of {@link LocationForm}. */
export interface LocationFormLabels {
  /** Before the chosen city's name: 'Город'. */
  city: string;
  /** Goes back to the city list: 'Сменить город'. */
  changeCity: string;
  /** Accessible name of the delivery type toggle: 'Способ получения'. */
  deliveryType: string;
  /** 'Доставка'. */
  delivery: string;
  /** 'Самовывоз'. */
  takeAway: string;
  /** Opens the map: 'Выбрать на карте'. */
  pickOnMap: string;
  /** Opens the delivery conditions: 'Условия доставки'. */
  conditions: string;
  /** 'Сохранить'. */
  save: string;
}

/** Props of {@link LocationForm}. */
export interface LocationFormProps {
  /** The dialog's lead line, e.g. 'Укажите адрес, чтобы мы могли показать вам актуальное меню'. */
  lead: string;
  /** The lead is a loading line ('Загрузка…'): marked busy. */
  busy?: boolean;
  /** A heading above the content, e.g. 'Выберите город' on the city step. */
  heading?: string;
  /** The chosen city's name; with `onChangeCity`, a 'Город: … Изменить город' row. */
  cityName?: string;
  /** Goes back to the city step; the row shows only with it. */
  onChangeCity?: () => void;
  /** Delivery types the city offers; the toggle shows when there are two. */
  deliveryTypes?: readonly DeliveryType[];
  /** The delivery type shown. */
  deliveryType?: DeliveryType | null;
  /** Called with the delivery type the customer switches to. */
  onDeliveryTypeChange?: (deliveryType: DeliveryType) => void;
  /** The step's content: the city chooser, the address form or the pickup point list. */
  children?: ReactNode;
  /** Messages that are no field's, each an alert under the content. */
  alerts?: readonly string[];
  /** Called by 'Сохранить'; without it there is no action bar (the city step). */
  onSave?: () => void;
  /** The save is running: its button shows a spinner. */
  saving?: boolean;
  /** Called by 'Выбрать на карте' in the action bar; hidden when absent. */
  onOpenMap?: () => void;
  /** Called by 'Условия доставки' in the action bar; hidden when absent. */
  onOpenConditions?: () => void;
  /** Texts. */
  labels: LocationFormLabels;
}

/**
 * The body of the location dialog (spec §2, §4): the lead, the chosen city with 'Сменить город',
 * the delivery / take-away toggle, the step's content (`CityChooser`, `AddressForm` or
 * `PickupPointList`), alerts, and an action bar that stays at the bottom of the dialog while the
 * form scrolls, with 'Выбрать на карте', 'Условия доставки' and 'Сохранить'. Meant for the body of
 * a `Modal`.
 *
 * @example
 * <LocationForm lead={lead} cityName="Москва" onChangeCity={back} deliveryTypes={['DELIVERY', 'TAKE_AWAY']}
 *   deliveryType="DELIVERY" onDeliveryTypeChange={switchType} onSave={save} labels={labels}>
 *   <AddressForm {...addressField} labels={addressLabels} />
 * </LocationForm>
 */
export function LocationForm({
  lead,
  busy = false,
  heading,
  cityName,
  onChangeCity,
  deliveryTypes = [],
  deliveryType,
  onDeliveryTypeChange,
  children,
  alerts = [],
  onSave,
  saving = false,
  onOpenMap,
  onOpenConditions,
  labels: text,
}: LocationFormProps) {
  return (
    <Root>
      <Lead aria-busy={busy || undefined}>{lead}</Lead>
      {heading && <Heading>{heading}</Heading>}
      {cityName && onChangeCity && (
        <Row>
          <span>
            {text.city}: <strong>{cityName}</strong>
          </span>
          <Button variant="text" size="sm" onClick={onChangeCity}>
            {text.changeCity}
          </Button>
        </Row>
      )}
      {deliveryTypes.length > 1 && (
        <Tabs
          variant="segmented"
          fullWidth
          label={text.deliveryType}
          value={deliveryType ?? deliveryTypes[0]!}
          onValueChange={(type) => onDeliveryTypeChange?.(type as DeliveryType)}
          items={deliveryTypes.map((type) => ({
            value: type,
            label: type === 'DELIVERY' ? text.delivery : text.takeAway,
          }))}
        />
      )}
      {children}
      {alerts.map((alert) => (
        <Alert key={alert} role="alert">
          {alert}
        </Alert>
      ))}
      {onSave && (
        <Actions>
          <Row>
            {onOpenMap && (
              <Button variant="secondary" onClick={onOpenMap}>
                {text.pickOnMap}
              </Button>
            )}
            {onOpenConditions && (
              <Button variant="text" onClick={onOpenConditions}>
                {text.conditions}
              </Button>
            )}
          </Row>
          <Button onClick={onSave} loading={saving}>
            {text.save}
          </Button>
        </Actions>
      )}
    </Root>
  );
}
