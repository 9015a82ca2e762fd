import { AddressCombobox, Button } from '@tarelka/ui';
import { Suspense, useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { ThemeProvider } from 'styled-components';
import { formatAddress } from '../address/address';
import { useAddressField } from '../autocomplete/use-address-field';
import type { AutocompleteScope } from '../autocomplete/use-address-autocomplete';
import { findZoneAt } from '../geometry/geometry';
import { useMapTheme } from '../MapChrome/use-map-theme';
import {
  DEFAULT_MAP_ZOOM,
  type AddressDetails,
  type AddressSuggestion,
  type LatLng,
  type MapProvider,
} from '../provider';
import type { MapAddress, MapPopupLabels, MapPopupProps } from './map-popup-types';
import {
  Footer,
  Header,
  IconButton,
  Loading,
  MapArea,
  Screen,
  SearchButton,
  SearchHeader,
  SearchLayer,
  SecondaryButton,
  Title,
  Warning,
} from './MapPopup.styles';

const addressOf = (details: AddressDetails, fallback = ''): MapAddress => ({
  text: formatAddress(details) || fallback,
  details,
});

/** The map popup of spec §2 (eagerly loaded; the package exports the lazy `MapPopup`). */
export function MapPopupContent({
  open,
  provider,
  mode,
  city,
  locale,
  zones,
  pickupPoints = [],
  initialAddress = null,
  initialRestoId = null,
  onConfirm,
  onClose,
  onDeliveryConditions,
  labels,
}: MapPopupProps) {
  const theme = useMapTheme();
  const titleId = useId();
  const screen = useRef<HTMLDivElement>(null);
  const searchButton = useRef<HTMLButtonElement>(null);
  const delivery = mode === 'DELIVERY';

  const [point, setPoint] = useState<LatLng>(initialAddress?.details.coordinates ?? city.center);
  const [address, setAddress] = useState<MapAddress | null>(initialAddress);
  const [touched, setTouched] = useState(initialAddress !== null);
  const [geocoding, setGeocoding] = useState(false);
  const [searchOpen, setSearchOpen] = useState(false);
  const [restoId, setRestoId] = useState<number | null>(initialRestoId);
  const geocodeRequest = useRef(0);

  const zone = useMemo(() => findZoneAt(point, zones), [point, zones]);

  useEffect(() => {
    if (open) screen.current?.focus();
  }, [open]);

  const movePoint = async (next: LatLng) => {
    const request = ++geocodeRequest.current;
    setPoint(next);
    setTouched(true);
    setAddress(null);
    setGeocoding(true);
    // A failed reverse geocode leaves the point without an address (spec §8).
    const details = provider ? await provider.reverseGeocode(next, locale) : null;
    if (request !== geocodeRequest.current) return;
    setGeocoding(false);
    setAddress(details ? addressOf(details) : null);
  };

  const pickSuggestion = (details: AddressDetails | null, suggestion: AddressSuggestion) => {
    geocodeRequest.current++;
    setGeocoding(false);
    setSearchOpen(false);
    setTouched(true);
    if (details) {
      setPoint(details.coordinates);
      setAddress(addressOf(details, suggestion.mainText));
    }
    requestAnimationFrame(() => searchButton.current?.focus());
  };

  const closeSearch = () => {
    setSearchOpen(false);
    requestAnimationFrame(() => searchButton.current?.focus());
  };

  if (!open) return null;

  const selectedPickup = pickupPoints.find((p) => p.id === restoId);
  const title = delivery ? address?.text || labels.fallbackTitle : selectedPickup?.street || labels.fallbackTitle;
  const outside = delivery && touched && zone === null;
  const canConfirm = delivery ? address !== null && zone !== null && !geocoding : restoId !== null;

  const confirm = () => {
    if (delivery) {
      if (address && zone) {
        onConfirm({
          deliveryType: 'DELIVERY',
          address,
          location: point,
          zoneId: zone.id,
          restoId: zone.restoId ?? null,
        });
      }
    } else if (restoId !== null) {
      onConfirm({ deliveryType: 'TAKE_AWAY', restoId });
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape' && !searchOpen) {
      event.stopPropagation();
      onClose();
    }
  };

  const MapView = provider?.MapView;

  return (
    <ThemeProvider theme={theme}>
      <Screen
        ref={screen}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        onKeyDown={onKeyDown}
      >
        <Header>
          <IconButton type="button" aria-label={labels.close} title={labels.close} onClick={onClose}>
            ×
          </IconButton>
          <Title id={titleId}>{title}</Title>
        </Header>
        {delivery ? (
          <SearchButton ref={searchButton} type="button" aria-haspopup="dialog" onClick={() => setSearchOpen(true)}>
            <svg
              aria-hidden="true"
              width="20"
              height="20"
              viewBox="0 0 24 24"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
            >
              <circle cx="11" cy="11" r="7" />
              <path d="M20 20l-4-4" strokeLinecap="round" />
            </svg>
            {labels.search}
          </SearchButton>
        ) : (
          <div />
        )}
        <MapArea>
          {MapView ? (
            // The offline provider's map view is lazy (Leaflet loads with the first map).
            <Suspense fallback={<Loading role="status">{labels.loading}</Loading>}>
              <MapView
                center={initialAddress?.details.coordinates ?? city.center}
                zoom={city.zoom ?? DEFAULT_MAP_ZOOM}
                bounds={city.bounds}
                outline={city.outline}
                zones={zones}
                highlightedZoneId={delivery ? (zone?.id ?? null) : null}
                marker={delivery ? point : null}
                markerDraggable={delivery}
                onMarkerDragEnd={delivery ? (p) => void movePoint(p) : undefined}
                onMapClick={delivery ? (p) => void movePoint(p) : undefined}
                pickupPoints={delivery ? [] : pickupPoints}
                selectedPickupId={delivery ? null : restoId}
                onPickupSelect={delivery ? undefined : setRestoId}
                labels={labels}
              />
            </Suspense>
          ) : (
            <Loading role="status">{labels.loading}</Loading>
          )}
          {searchOpen && provider && (
            <SearchLayer>
              <SearchHeader>
                <IconButton type="button" aria-label={labels.back} title={labels.back} onClick={closeSearch}>
                  ←
                </IconButton>
                <SearchField
                  provider={provider}
                  scope={{ bounds: city.bounds, cityId: city.id, locale }}
                  onPick={pickSuggestion}
                  onCancel={closeSearch}
                  labels={labels}
                />
              </SearchHeader>
            </SearchLayer>
          )}
        </MapArea>
        <Footer>
          {outside && <Warning role="alert">{labels.outsideZone}</Warning>}
          {delivery && onDeliveryConditions && (
            <SecondaryButton type="button" onClick={onDeliveryConditions}>
              {labels.deliveryConditions}
            </SecondaryButton>
          )}
          <Button type="button" disabled={!canConfirm} aria-busy={geocoding || undefined} onClick={confirm}>
            {labels.confirm}
          </Button>
        </Footer>
      </Screen>
    </ThemeProvider>
  );
}

/** The search overlay's field: the kit's address combobox over the provider's geocoder. */
function SearchField({
  provider,
  scope,
  onPick,
  onCancel,
  labels,
}: {
  provider: MapProvider;
  scope: AutocompleteScope;
  onPick: (details: AddressDetails | null, suggestion: AddressSuggestion) => void;
  onCancel: () => void;
  labels: MapPopupLabels;
}) {
  const field = useAddressField(provider, scope, onPick);
  return (
    <AddressCombobox
      {...field}
      onCancel={onCancel}
      focusOnMount
      labels={{
        placeholder: labels.search,
        notFound: labels.notFound,
        suggestions: labels.suggestions,
        loading: labels.loading,
        error: labels.error,
      }}
    />
  );
}
