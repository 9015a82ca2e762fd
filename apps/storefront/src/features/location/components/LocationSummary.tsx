import { openLocationSelection, selectLocation } from '@tarelka/store';
import { useAppDispatch, useAppSelector } from '@tarelka/store/react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useResto } from '../../../lib/api/hooks';

const Trigger = styled.button`
  display: flex;
  align-items: center;
  gap: 8px;
  min-height: 44px;
  max-width: 100%;
  padding: 4px 12px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.pill}px;
  background: transparent;
  cursor: pointer;
  text-align: left;
  span {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  svg {
    flex: none;
    color: ${({ theme }) => theme.colors.primaryText};
  }
`;

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
    <Trigger type="button" onClick={() => dispatch(openLocationSelection())} data-testid="location-summary">
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
        <path
          fill="currentColor"
          d="M12 2a7 7 0 0 0-7 7c0 5.25 7 13 7 13s7-7.75 7-13a7 7 0 0 0-7-7zm0 9.5A2.5 2.5 0 1 1 12 6.5a2.5 2.5 0 0 1 0 5z"
        />
      </svg>
      {/* The address is the customer's own text: it stays as typed in every language. */}
      <span data-user-content>{text}</span>
    </Trigger>
  );
}
