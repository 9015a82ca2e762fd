import {
  canGoBackToCities,
  getCityOffer,
  offeredDeliveryType,
  placeLocationErrors,
  todayHoursLine,
  type LocationError,
} from '@tarelka/domain';
import { createHttpGeocoder, MapPopup, useAddressField, useMapProvider, type MapProviderConfig } from '@tarelka/maps';
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
import { useAppDispatch, useAppSelector, useAppStore, useSavedPlaces } from '@tarelka/store/react';
import { AddressForm, CityChooser, ConfirmPopup, LocationForm, PickupPointList } from '@tarelka/ui';
import { useDeferredValue, useEffect, useLayoutEffect, useMemo, useState, type ReactNode } from 'react';
import { ErrorState } from '../../../components/ErrorState/ErrorState';
import { Modal } from '../../../components/Modal/Modal';
import { apiUrl, appConfig } from '../../../config/tenant';
import { useCities, useCityZones, useRestos, type Resto } from '../../../lib/api/hooks';
import { useLazyTranslation } from '../../../lib/i18n/lazy-strings';
import extraRu from '../../../../locales/ru/extra.json';
import locationRu from '../../../../locales/ru/location.json';
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

/** Today's opening hours of a pickup point ('Часы работы: …' in its list row and map info window). */
const hoursToday = (resto: Resto) => todayHoursLine(resto.openingHours, Date.now(), resto.timezone);

function toLocationResto(resto: Resto) {
  return { id: resto.id, order: resto.order, address: resto.street, payConfig: resto.payConfig, menus: resto.menus };
}

/**
 * The location dialog's body (spec §2, §4): the kit's `CityChooser`, the delivery / take-away
 * `Tabs`, `AddressForm` over the map provider's geocoder, `PickupPointList`, the map popup, and
 * the four-step save with its 'Подтвердите адрес' and 'Упс!' `ConfirmPopup`s. The rules are the
 * domain's and the store's; this wires them to the kit with the locale's texts. The dialog's state
 * and save flow load with it, not with the first page: an opening that came first (the boot's
 * first-visit popup) is replayed before the dialog's first paint.
 */
export function LocationDialogContent(props: LocationDialogContentProps) {
  const store = useAppStore();
  // The sync's dispatch (a store update: React's blocking lane) would render and commit the whole
  // body in the task of this layout effect. Deferred, the body renders in React's background lane,
  // in slices, and its effects (the focus trap's first focus) run in a task of their own (issue 31).
  const waiting = useDeferredValue(useAppSelector(needsLocationSelectionSync), true);
  useLayoutEffect(() => {
    startLocationSaveFlow(store);
    syncLocationSelection(store);
  }, [store]);
  return waiting ? null : <LocationDialogBody {...props} />;
}

function LocationDialogBody({ closable, toolbar }: LocationDialogContentProps) {
  const { t, i18n } = useLazyTranslation(locationRu, extraRu);
  const dispatch = useAppDispatch();
  const { flow, popup, saving, errors, message } = useAppSelector(selectLocationSelection);
  const { draft } = flow;
  const cities = useCities();
  const cityList = cities.data ?? [];
  const restos = useRestos(draft.cityId);
  const zonesQuery = useCityZones(draft.cityId);
  const [mapOpen, setMapOpen] = useState(false);
  const [conditionsOpen, setConditionsOpen] = useState(false);
  const saved = useSavedPlaces();

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
  const deliveryType = offeredDeliveryType(draft.deliveryType, offer);
  const restoById = new Map(restoList.map((r) => [r.id, r]));
  const pickupPoints = (offer?.ok ? offer.pickupPoints : []).flatMap((p) => {
    const resto = restoById.get(p.id);
    return resto ? [{ resto, hours: hoursToday(resto) }] : [];
  });

  // Start on the city's default delivery type when none is chosen or the city does not offer the
  // chosen one (a preset default, another city); take-away then picks the first point (spec §4).
  useEffect(() => {
    if (deliveryType && deliveryType !== draft.deliveryType) dispatch(changeDraftDeliveryType(deliveryType));
  }, [dispatch, draft.deliveryType, deliveryType]);

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

  const placeAt = (address: string, location: { lat: number; lng: number } | null, houseNumber: string | null) =>
    dispatch(changeDraftDeliveryPlace({ ...draft.deliveryPlace, address, location }, houseNumber));
  const addressField = useAddressField(
    city ? provider : null,
    { bounds: city?.bounds, cityId: city?.id, locale: i18n.language },
    (found, suggestion) => placeAt(suggestion.text, found?.coordinates ?? null, found?.houseNumber ?? null),
  );

  // The address field and the pickup list show their own errors; anything else is an alert.
  const placed = placeLocationErrors(errors, deliveryType);
  const fieldError = placed.field ? t(ERROR_KEYS[placed.field]) : undefined;
  const formLabels = {
    city: t('location.city'),
    changeCity: t('location.changeCity'),
    deliveryType: t('location.deliveryType'),
    delivery: t('location.delivery'),
    takeAway: t('location.takeAway'),
    pickOnMap: t('location.pickOnMap'),
    conditions: t('location.conditions'),
    save: t('location.save'),
  };

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
      <LocationForm lead={t('location.text')} heading={t('location.chooseCity')} labels={formLabels}>
        <CityChooser
          cities={cityList.map((c) => ({ id: String(c.id), name: c.name }))}
          value={draft.cityId === null ? null : String(draft.cityId)}
          onChoose={(id) => dispatch(draftCityPicked(Number(id)))}
          labels={{
            search: t('location.searchCity'),
            notFound: t('location.cityNotFound'),
            list: t('location.cities'),
            clear: t('location.clearSearch'),
          }}
        />
      </LocationForm>
    );
  } else if (!offer) {
    body = <LocationForm lead={t('app.loading')} busy labels={formLabels} />;
  } else if (!offer.ok) {
    body = <LocationForm lead={t('location.text')} alerts={[t(UNAVAILABLE_KEYS[offer.reason])]} labels={formLabels} />;
  } else {
    const place = draft.deliveryPlace;
    const delivery = deliveryType === 'DELIVERY';
    body = (
      <LocationForm
        lead={t('location.text')}
        cityName={city?.name}
        onChangeCity={canGoBackToCities(flow) ? () => dispatch(draftBackRequested()) : undefined}
        deliveryTypes={offer.deliveryTypes}
        deliveryType={deliveryType}
        onDeliveryTypeChange={(type) => dispatch(changeDraftDeliveryType(type))}
        alerts={[...(message ? [message] : []), ...placed.alerts.map((error) => t(ERROR_KEYS[error]))]}
        onSave={() => dispatch(locationSaveRequested())}
        saving={saving}
        onOpenMap={delivery ? () => setMapOpen(true) : undefined}
        onOpenConditions={delivery && zones.length > 0 ? () => setConditionsOpen(true) : undefined}
        labels={formLabels}
      >
        {delivery ? (
          <AddressForm
            {...addressField}
            {...saved}
            error={fieldError}
            chosen={place?.address && <span data-testid="chosen-address">{place.address}</span>}
            details={place ?? {}}
            onDetailsChange={(patch) => dispatch(draftDeliveryPlaceDetailsChanged(patch))}
            labels={{
              address: t('location.address'),
              placeholder: t('location.mapSearch'),
              suggestions: t('location.suggestions'),
              notFound: t('location.addressNotFound'),
              loading: t('app.loading'),
              error: t('app.requestFailed'),
              apartment: t('location.apartment'),
              entrance: t('location.entrance'),
              floor: t('location.floor'),
              intercom: t('location.intercom'),
              comment: t('location.comment'),
              saved: t('location.savedAddresses'),
            }}
          />
        ) : (
          <PickupPointList
            name="pickup-point"
            points={pickupPoints.map(({ resto, hours }) => ({
              id: String(resto.id),
              street: resto.street,
              name: resto.name,
              hours,
            }))}
            value={draft.restoId === null ? null : String(draft.restoId)}
            onValueChange={(id) => dispatch(draftPickupPointPicked(Number(id)))}
            onOpenMap={() => setMapOpen(true)}
            error={fieldError}
            labels={{
              legend: t('location.pickupPoints'),
              onMap: t('location.pickOnMap'),
              empty: t('location.noPickupPoints'),
              hours: (hours) => t('location.openingHours', { hours }),
            }}
          />
        )}
      </LocationForm>
    );
  }

  return (
    <>
      <Modal
        open
        title={t('location.title')}
        onClose={closable ? () => dispatch(locationSelectionClosed()) : undefined}
        maxWidth="56.25rem"
        toolbar={toolbar}
        testId="location-dialog"
      >
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
          pickupPoints={pickupPoints.map(({ resto, hours }) => ({
            id: resto.id,
            name: resto.name,
            street: resto.street,
            hours,
            location: resto.location,
          }))}
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
            zoomIn: t('location.zoomIn'),
            zoomOut: t('location.zoomOut'),
            marker: t('location.marker'),
            hours: t('location.hoursPrefix'),
            map: t('location.map'),
            suggestions: t('location.suggestions'),
            loading: t('app.loading'),
            error: t('app.requestFailed'),
          }}
          onConfirm={(result) => {
            setMapOpen(false);
            if (result.deliveryType === 'TAKE_AWAY') dispatch(draftPickupPointPicked(result.restoId));
            else placeAt(result.address.text, result.location, result.address.details.houseNumber);
          }}
        />
      )}
      <DeliveryConditionsDialog open={conditionsOpen} zones={zones} onClose={() => setConditionsOpen(false)} />
      <ConfirmPopup
        open={popup === 'confirmAddress'}
        onCancel={() => dispatch(addressConfirmationAnswered(false))}
        onConfirm={() => dispatch(addressConfirmationAnswered(true))}
        labels={{
          title: t('location.confirmAddressTitle'),
          cancel: t('location.confirmAddressEdit'),
          confirm: t('location.confirmAddressContinue'),
        }}
      >
        {t('location.confirmAddressText')}
      </ConfirmPopup>
      <ConfirmPopup
        open={popup === 'cartConflict'}
        onCancel={() => dispatch(cartConflictAnswered(false))}
        onConfirm={() => dispatch(cartConflictAnswered(true))}
        labels={{ title: t('location.oopsTitle'), cancel: t('confirm.cancel'), confirm: t('confirm.ok') }}
      >
        {t('location.oopsText')}
      </ConfirmPopup>
    </>
  );
}
