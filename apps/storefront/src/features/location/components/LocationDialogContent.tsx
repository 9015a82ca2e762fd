import {
  canGoBackToCities,
  describeScheduleDay,
  getCityOffer,
  type DeliveryType,
  type LocationError,
} from '@tarelka/domain';
import { AddressSearch, createHttpGeocoder, MapPopup, useMapProvider, type MapProviderConfig } from '@tarelka/maps';
import {
  addressConfirmationAnswered,
  cartConflictAnswered,
  changeDraftDeliveryPlace,
  changeDraftDeliveryType,
  draftBackRequested,
  draftCityPicked,
  draftDeliveryPlaceDetailsChanged,
  draftPickupPointPicked,
  locationSaveRequested,
  locationSelectionClosed,
  selectLocationSelection,
  needsLocationSelectionSync,
  startLocationSaveFlow,
  syncLocationSelection,
} from '@tarelka/store';
import { useAppDispatch, useAppSelector, useAppStore } from '@tarelka/store/react';
import { Button } from '@tarelka/ui';
import { useEffect, useLayoutEffect, useMemo, useState, type ReactNode } from 'react';
import { useLazyTranslation } from '../../../lib/i18n/lazy-strings';
import { extraRu } from '../../../lib/i18n/locales/extra.ru';
import { locationRu } from '../../../lib/i18n/locales/location.ru';
import styled from 'styled-components';
import { ConfirmDialog } from '../../../components/ConfirmDialog/ConfirmDialog';
import { ErrorState } from '../../../components/ErrorState/ErrorState';
import { Modal } from '../../../components/Modal/Modal';
import { Segmented } from '../../../components/Segmented/Segmented';
import { TextInput } from '../../../components/TextInput/TextInput';
import { apiUrl, appConfig } from '../../../config/tenant';
import { toOpeningHours } from '../../../lib/api/bridge';
import { useCities, useCityZones, useRestos, type Resto } from '../../../lib/api/hooks';
import { DeliveryConditionsDialog } from './DeliveryConditionsDialog';

const ERROR_KEYS: Record<LocationError, string> = {
  ADDRESS_REQUIRED: 'location.addressRequired',
  ADDRESS_OUTSIDE_ZONES: 'location.outsideZone',
  PICKUP_POINT_REQUIRED: 'location.pickupRequired',
  NO_PICKUP_POINTS: 'location.noPickupPoints',
  ADDRESS_NOT_FOUND: 'location.addressNotFound',
};
const UNAVAILABLE_KEYS = { NO_RESTOS: 'location.noRestos', NO_MENUS: 'location.noMenus', NO_ZONES: 'location.noZones' };

/** Props of {@link LocationDialogContent}. */
export interface LocationDialogContentProps {
  /** Whether the dialog may be closed (a location is already chosen). */
  closable: boolean;
  /** Extra toolbar controls (the language menu). */
  toolbar?: ReactNode;
}

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: 16px;
`;
const Lead = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;
const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(4, minmax(0, 1fr));
  gap: 12px;
  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;
const Choices = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: 8px;
`;
const Choice = styled.label<{ $checked: boolean }>`
  display: flex;
  align-items: center;
  gap: 12px;
  min-height: 56px;
  padding: 8px 16px;
  border-radius: ${({ theme }) => theme.radii.md}px;
  border: 1px solid ${({ theme, $checked }) => ($checked ? theme.colors.primaryText : theme.colors.border)};
  background: ${({ theme }) => theme.colors.background};
  cursor: pointer;
  input {
    accent-color: ${({ theme }) => theme.colors.primary};
    width: 20px;
    height: 20px;
    flex: none;
  }
  small {
    display: block;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;
const CityButton = styled.button`
  width: 100%;
  min-height: 56px;
  padding: 8px 16px;
  text-align: left;
  border-radius: ${({ theme }) => theme.radii.md}px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.background};
  cursor: pointer;
  font-size: ${({ theme }) => theme.typography.size.lg};
  &:hover {
    background: ${({ theme }) => theme.colors.surfaceHover};
  }
`;
const Chosen = styled.p`
  margin: 0;
  padding: 12px 16px;
  border-radius: ${({ theme }) => theme.radii.md}px;
  background: ${({ theme }) => theme.colors.primarySoft};
`;
const Error = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
`;
const Actions = styled.div`
  /* 'Сохранить' stays in reach while the form scrolls (bottom sheet on phones). */
  position: sticky;
  bottom: -24px;
  margin: 0 -24px -24px;
  padding: 12px 24px 24px;
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: 0 -1px 0 ${({ theme }) => theme.colors.border};
  ${({ theme }) => theme.media.mobile} {
    bottom: calc(-16px - env(safe-area-inset-bottom));
    margin: 0 -16px calc(-16px - env(safe-area-inset-bottom));
    padding: 12px 16px calc(16px + env(safe-area-inset-bottom));
  }
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  justify-content: space-between;
  align-items: center;
`;
const AddressField = styled.div`
  display: flex;
  flex-direction: column;
  gap: 4px;
  > span {
    font-size: ${({ theme }) => theme.typography.size.sm};
    color: ${({ theme }) => theme.colors.textMuted};
  }
  /* The search field of @tarelka/maps sits on the dialog's surface: give it the form's frame. */
  input[role='combobox'] {
    border: 1px solid ${({ theme }) => theme.colors.borderStrong};
    background: ${({ theme }) => theme.colors.background};
  }
  ul[role='listbox'] {
    background: ${({ theme }) => theme.colors.surfaceRaised};
    box-shadow: ${({ theme }) => theme.elevation[2]};
  }
`;
const Row = styled.div`
  display: flex;
  gap: 8px;
  align-items: center;
  flex-wrap: wrap;
`;

/** Today's opening hours of a pickup point for its map info window ('Часы работы: …'). */
function todayHours(resto: Resto): string {
  const day = describeScheduleDay(
    toOpeningHours(resto.openingHours).find((h) => h.dayOfWeek === weekdayIn(resto.timezone)),
  );
  return day.kind === 'HOURS' ? `${day.open}–${day.close}` : day.kind === 'ROUND_THE_CLOCK' ? '00:00–24:00' : '—';
}

function weekdayIn(timezone: string): number {
  const m = /^([+-])(\d{2}):(\d{2})$/.exec(timezone);
  const offset = m ? (m[1] === '-' ? -1 : 1) * (Number(m[2]) * 60 + Number(m[3])) : 180;
  const day = new Date(Date.now() + offset * 60_000).getUTCDay();
  return day === 0 ? 7 : day;
}

function toLocationResto(resto: Resto) {
  return { id: resto.id, order: resto.order, address: resto.street, payConfig: resto.payConfig, menus: resto.menus };
}

/**
 * The location dialog's body (spec §2, §4): city step, delivery/take-away toggle, address with
 * autocomplete and its details, pickup points, the map popup, and the four-step save with its
 * 'Подтвердите адрес' and 'Упс!' popups. The rules are the domain's; this wires them to the screen.
 * The dialog's state and save flow load with it, not with the first page: an opening that came
 * first (the boot's first-visit popup) is replayed before the dialog's first paint.
 */
export function LocationDialogContent(props: LocationDialogContentProps) {
  const store = useAppStore();
  const waiting = useAppSelector(needsLocationSelectionSync);
  useLayoutEffect(() => {
    startLocationSaveFlow(store);
    syncLocationSelection(store);
  }, [store]);
  return waiting ? null : <LocationDialogBody {...props} />;
}

function LocationDialogBody({ closable, toolbar }: LocationDialogContentProps) {
  const { t, i18n } = useLazyTranslation(locationRu, extraRu);
  const dispatch = useAppDispatch();
  const selection = useAppSelector(selectLocationSelection);
  const { flow, popup, saving, errors, message } = selection;
  const { draft } = flow;
  const cities = useCities();
  const cityList = cities.data ?? [];
  const restos = useRestos(draft.cityId);
  const zonesQuery = useCityZones(draft.cityId);
  const [mapOpen, setMapOpen] = useState(false);
  const [conditionsOpen, setConditionsOpen] = useState(false);
  const onClose = () => dispatch(locationSelectionClosed());

  const zones = useMemo(() => zonesQuery.data ?? [], [zonesQuery.data]);
  const restoList = useMemo(() => restos.data ?? [], [restos.data]);
  const offer = useMemo(
    () =>
      restos.data && zonesQuery.data
        ? getCityOffer({ restos: restoList.map(toLocationResto), zoneCount: zones.length })
        : null,
    [restos.data, zonesQuery.data, restoList, zones.length],
  );
  const city = cityList.find((c) => c.id === draft.cityId) ?? null;
  const deliveryType: DeliveryType | null =
    draft.deliveryType && offer?.ok && offer.deliveryTypes.includes(draft.deliveryType)
      ? draft.deliveryType
      : offer?.ok
        ? offer.defaultDeliveryType
        : null;
  const pickupPoints = offer?.ok ? offer.pickupPoints : [];
  const restoById = new Map(restoList.map((r) => [r.id, r]));

  // Start on the city's default delivery type when none is chosen or the city does not offer the
  // chosen one (a preset default, another city); take-away then picks the first point (spec §4).
  const defaultType = offer?.ok ? offer.defaultDeliveryType : null;
  const offered = offer?.ok ? offer.deliveryTypes.join() : '';
  useEffect(() => {
    if (!defaultType) return;
    if (draft.deliveryType == null || !offered.split(',').includes(draft.deliveryType)) {
      dispatch(changeDraftDeliveryType(defaultType));
    }
  }, [dispatch, draft.deliveryType, defaultType, offered]);

  const mapConfig = useMemo<MapProviderConfig | null>(
    () =>
      flow.step === 'deliveryTypeSelection'
        ? {
            locale: i18n.language,
            google: appConfig.map.provider === 'google' ? { apiKey: appConfig.map.googleKey } : undefined,
            offline: {
              geocoder: createHttpGeocoder({ baseUrl: apiUrl, whiteLabel: appConfig.id }),
              tileUrl: appConfig.map.tileUrl,
              tileAttribution: appConfig.map.tileAttribution,
            },
          }
        : null,
    [flow.step, i18n.language],
  );
  const { provider } = useMapProvider(mapConfig);

  const changeType = (type: DeliveryType) => dispatch(changeDraftDeliveryType(type));
  const placeAt = (address: string, location: { lat: number; lng: number } | null, houseNumber: string | null) =>
    dispatch(changeDraftDeliveryPlace({ ...draft.deliveryPlace, address, location }, houseNumber));
  const details = (patch: Parameters<typeof draftDeliveryPlaceDetailsChanged>[0]) =>
    dispatch(draftDeliveryPlaceDetailsChanged(patch));
  const save = () => dispatch(locationSaveRequested());

  const title = t('location.title');
  const close = closable ? onClose : undefined;

  let body: ReactNode;
  if (cities.error || restos.error || zonesQuery.error) {
    body = (
      <ErrorState
        error={cities.error ?? restos.error ?? zonesQuery.error}
        retryLabel={t('app.retry')}
        onRetry={() => [cities, restos, zonesQuery].forEach((q) => q.error && q.refetch())}
      />
    );
  } else if (flow.step === 'citySelection') {
    body = (
      <Stack>
        <Lead>{t('location.text')}</Lead>
        <h3 style={{ margin: 0 }}>{t('location.chooseCity')}</h3>
        <Choices>
          {cityList.map((c) => (
            <li key={c.id}>
              <CityButton type="button" onClick={() => dispatch(draftCityPicked(c.id))}>
                {c.name}
              </CityButton>
            </li>
          ))}
        </Choices>
      </Stack>
    );
  } else if (!offer) {
    body = <Lead aria-busy="true">{t('app.loading')}</Lead>;
  } else if (!offer.ok) {
    body = (
      <Stack>
        <Lead>{t('location.text')}</Lead>
        <Error role="alert">{t(UNAVAILABLE_KEYS[offer.reason])}</Error>
      </Stack>
    );
  } else {
    const place = draft.deliveryPlace;
    body = (
      <Stack>
        <Lead>{t('location.text')}</Lead>
        {city && canGoBackToCities(flow) && (
          <Row>
            <span>
              {t('location.city')}: <strong>{city.name}</strong>
            </span>
            <Button variant="text" size="sm" onClick={() => dispatch(draftBackRequested())}>
              {t('location.changeCity')}
            </Button>
          </Row>
        )}
        {offer.deliveryTypes.length > 1 && (
          <Segmented
            label={t('location.deliveryType')}
            value={deliveryType ?? offer.defaultDeliveryType}
            onChange={changeType}
            options={[
              { value: 'DELIVERY', label: t('location.delivery') },
              { value: 'TAKE_AWAY', label: t('location.takeAway') },
            ]}
          />
        )}
        {deliveryType === 'DELIVERY' ? (
          <>
            {provider && city ? (
              <AddressField>
                <span aria-hidden="true">{t('location.address')}</span>
                <AddressSearch
                  provider={provider}
                  scope={{ bounds: city.bounds, cityId: city.id, locale: i18n.language }}
                  labels={{
                    placeholder: t('location.mapSearch'),
                    notFound: t('location.addressNotFound'),
                    suggestions: t('location.address'),
                    loading: t('app.loading'),
                    error: t('app.requestFailed'),
                  }}
                  onPick={(found, suggestion) =>
                    placeAt(suggestion.text, found?.coordinates ?? null, found?.houseNumber ?? null)
                  }
                />
              </AddressField>
            ) : (
              <TextInput label={t('location.address')} placeholder={t('location.mapSearch')} disabled />
            )}
            {place?.address && <Chosen data-testid="chosen-address">{place.address}</Chosen>}
            <Grid>
              <TextInput
                label={t('location.apartment')}
                value={place?.apartment ?? ''}
                onChange={(e) => details({ apartment: e.target.value })}
              />
              <TextInput
                label={t('location.entrance')}
                value={place?.entrance ?? ''}
                onChange={(e) => details({ entrance: e.target.value })}
              />
              <TextInput
                label={t('location.floor')}
                value={place?.floor ?? ''}
                onChange={(e) => details({ floor: e.target.value })}
              />
              <TextInput
                label={t('location.intercom')}
                value={place?.intercom ?? ''}
                onChange={(e) => details({ intercom: e.target.value })}
              />
            </Grid>
            <TextInput
              label={t('location.comment')}
              value={place?.comment ?? ''}
              onChange={(e) => details({ comment: e.target.value })}
            />
          </>
        ) : (
          <fieldset style={{ border: 0, margin: 0, padding: 0 }}>
            <legend style={{ marginBottom: 8 }}>{t('location.pickupPoints')}</legend>
            <Choices>
              {pickupPoints.map((point) => {
                const resto = restoById.get(point.id);
                return (
                  <li key={point.id}>
                    <Choice $checked={draft.restoId === point.id}>
                      <input
                        type="radio"
                        name="pickup-point"
                        checked={draft.restoId === point.id}
                        onChange={() => dispatch(draftPickupPointPicked(point.id))}
                      />
                      <span>
                        {point.address}
                        {resto && <small>{resto.name}</small>}
                      </span>
                    </Choice>
                  </li>
                );
              })}
            </Choices>
          </fieldset>
        )}
        {message && <Error role="alert">{message}</Error>}
        {errors.map((error) => (
          <Error key={error} role="alert">
            {t(ERROR_KEYS[error])}
          </Error>
        ))}
        <Actions>
          <Row>
            <Button variant="secondary" onClick={() => setMapOpen(true)}>
              {t('location.pickOnMap')}
            </Button>
            {deliveryType === 'DELIVERY' && zones.length > 0 && (
              <Button variant="text" onClick={() => setConditionsOpen(true)}>
                {t('location.conditions')}
              </Button>
            )}
          </Row>
          <Button onClick={save} loading={saving}>
            {t('location.save')}
          </Button>
        </Actions>
      </Stack>
    );
  }

  return (
    <>
      <Modal open title={title} onClose={close} maxWidth="56.25rem" toolbar={toolbar} testId="location-dialog">
        {body}
      </Modal>
      {city && deliveryType && (
        <MapPopup
          open={mapOpen}
          provider={provider}
          mode={deliveryType}
          city={{ id: city.id, center: city.center, bounds: city.bounds, zoom: city.zoom, outline: city.outline }}
          locale={i18n.language}
          zones={zones.map((z) => ({ id: z.id, name: z.name, polygon: [...z.polygon], restoId: z.restoId }))}
          pickupPoints={pickupPoints.flatMap((p) => {
            const resto = restoById.get(p.id);
            return resto
              ? [
                  {
                    id: resto.id,
                    name: resto.name,
                    street: resto.street,
                    hours: todayHours(resto),
                    location: resto.location,
                  },
                ]
              : [];
          })}
          initialRestoId={draft.restoId}
          onClose={() => setMapOpen(false)}
          onDeliveryConditions={() => setConditionsOpen(true)}
          labels={{
            search: t('location.mapSearch'),
            notFound: t('location.addressNotFound'),
            fallbackTitle: t('location.mapTitleFallback'),
            deliveryConditions: t('location.conditions'),
            confirm: t('location.mapConfirm'),
            outsideZone: t('location.outsideZone'),
            close: t('app.close'),
            back: t('app.back'),
          }}
          onConfirm={(result) => {
            setMapOpen(false);
            if (result.deliveryType === 'TAKE_AWAY') dispatch(draftPickupPointPicked(result.restoId));
            else placeAt(result.address.text, result.location, result.address.details.houseNumber);
          }}
        />
      )}
      <DeliveryConditionsDialog open={conditionsOpen} zones={zones} onClose={() => setConditionsOpen(false)} />
      <ConfirmDialog
        open={popup === 'confirmAddress'}
        title={t('location.confirmAddressTitle')}
        text={t('location.confirmAddressText')}
        cancelLabel={t('location.confirmAddressEdit')}
        confirmLabel={t('location.confirmAddressContinue')}
        onCancel={() => dispatch(addressConfirmationAnswered(false))}
        onConfirm={() => dispatch(addressConfirmationAnswered(true))}
      />
      <ConfirmDialog
        open={popup === 'cartConflict'}
        title={t('location.oopsTitle')}
        text={t('location.oopsText')}
        cancelLabel={t('confirm.cancel')}
        confirmLabel={t('confirm.ok')}
        onCancel={() => dispatch(cartConflictAnswered(false))}
        onConfirm={() => dispatch(cartConflictAnswered(true))}
      />
    </>
  );
}
