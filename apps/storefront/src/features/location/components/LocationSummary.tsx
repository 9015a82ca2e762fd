import { openLocationSelection, selectLocation } from '@tarelka/store';
import { useAppDispatch, useAppSelector } from '@tarelka/store/react';
import { LocationButton } from '@tarelka/ui';
import { useTranslation } from 'react-i18next';
import { useResto } from '../../../lib/api/hooks';

/** The current delivery address or pickup point; opens the location dialog. */
export function LocationSummary() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const location = useAppSelector(selectLocation);
  const resto = useResto(location.deliveryType === 'TAKE_AWAY' ? location.restoId : null);
  const text =
    location.deliveryType === 'DELIVERY' && location.deliveryPlace?.address
      ? t('location.deliveryTo', { address: location.deliveryPlace.address })
      : location.deliveryType === 'TAKE_AWAY' && resto.data
        ? t('location.takeAwayFrom', { address: resto.data.street })
        : t('location.choose');
  return (
    <LocationButton onClick={() => dispatch(openLocationSelection())} testId="location-summary">
      {text}
    </LocationButton>
  );
}
