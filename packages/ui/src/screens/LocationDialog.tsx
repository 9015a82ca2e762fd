import { useState } from 'react';
import { AddressForm, CityChooser, LocaleSwitcher, LocationForm, Modal, PickupPointList } from '../index';
import { chooseCityHeading, locationFormLabels } from '../LocationForm/LocationForm.fixtures';
import { ru } from './screens.fixtures';
import type { CatalogFixture } from './screens.fixtures';

/** A step of the location popup. */
export type LocationStep = 'city' | 'delivery' | 'pickup';

/** Props of {@link LocationDialog}. */
export interface LocationDialogProps {
  /** The tenant's catalog. */
  catalog: CatalogFixture;
  /** The step shown first. */
  step: LocationStep;
  /** Locales of the language menu in the toolbar (the first visit's popup). */
  locales: readonly string[];
  /** The first visit: the popup cannot be closed and has the language menu (spec §2). */
  firstVisit?: boolean;
}

/**
 * The location popup (spec §2): a 56.25rem dialog on wide screens, a bottom sheet on phones;
 * the city step, then the delivery / take-away toggle with the address form or pickup points.
 * On the first visit it cannot be closed and carries the language menu.
 */
export function LocationDialog({ catalog, step: initialStep, locales, firstVisit = false }: LocationDialogProps) {
  const [step, setStep] = useState<LocationStep>(initialStep);
  const [locale, setLocale] = useState('ru');
  const [cityId, setCityId] = useState<string | null>(step === 'city' ? null : (catalog.cities[0]?.id ?? null));
  const [query, setQuery] = useState(catalog.address.street);
  const [details, setDetails] = useState(catalog.address.details);
  const [pointId, setPointId] = useState<string | null>(catalog.pickupPoints[0]?.id ?? null);
  return (
    <Modal
      open
      persistent={firstVisit}
      onClose={() => {}}
      title={ru.location.title}
      $maxWidth="lg"
      closeLabel={ru.location.close}
      toolbar={
        firstVisit ? (
          <LocaleSwitcher
            locales={locales}
            value={locale}
            onValueChange={setLocale}
            names={ru.locale.names}
            label={ru.locale.label}
          />
        ) : undefined
      }
    >
      {step === 'city' ? (
        <LocationForm lead={ru.location.text} heading={chooseCityHeading} labels={locationFormLabels}>
          <CityChooser
            cities={catalog.cities}
            value={cityId}
            onChoose={(id) => {
              setCityId(id);
              setStep('delivery');
            }}
            labels={ru.cityChooser}
          />
        </LocationForm>
      ) : (
        <LocationForm
          lead={ru.location.text}
          cityName={catalog.cities.find((city) => city.id === cityId)?.name}
          onChangeCity={() => setStep('city')}
          deliveryTypes={['DELIVERY', 'TAKE_AWAY']}
          deliveryType={step === 'delivery' ? 'DELIVERY' : 'TAKE_AWAY'}
          onDeliveryTypeChange={(type) => setStep(type === 'DELIVERY' ? 'delivery' : 'pickup')}
          onSave={() => {}}
          onOpenMap={step === 'delivery' ? () => {} : undefined}
          onOpenConditions={step === 'delivery' ? () => {} : undefined}
          labels={locationFormLabels}
        >
          {step === 'delivery' ? (
            <AddressForm
              value={query}
              onValueChange={setQuery}
              suggestions={query === catalog.address.street ? [] : catalog.suggestions}
              onSuggestionSelect={(suggestion) => setQuery(suggestion.title)}
              details={details}
              onDetailsChange={(patch) => setDetails((all) => ({ ...all, ...patch }))}
              labels={ru.addressForm}
            />
          ) : (
            <PickupPointList
              points={catalog.pickupPoints}
              value={pointId}
              onValueChange={setPointId}
              onOpenMap={() => {}}
              labels={ru.pickupPoints}
            />
          )}
        </LocationForm>
      )}
    </Modal>
  );
}
