import type { LocationFormLabels } from './LocationForm';

/** Russian texts of {@link LocationForm} for stories and tests (spec §2, §4). */
export const locationFormLabels: LocationFormLabels = {
  city: 'Город',
  changeCity: 'Сменить город',
  deliveryType: 'Способ получения',
  delivery: 'Доставка',
  takeAway: 'Самовывоз',
  pickOnMap: 'Выбрать на карте',
  conditions: 'Условия доставки',
  save: 'Сохранить',
};

/** The dialog's lead line. */
export const locationLead = 'Укажите адрес, чтобы мы могли показать вам актуальное меню';

/** The city step's heading. */
export const chooseCityHeading = 'Выберите город';
