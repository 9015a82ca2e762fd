import { useState } from 'react';
import { AddressForm, Button, CityChooser, LocaleSwitcher, Modal, PickupPointList, Tabs } from '../index';
import { ru } from './screens.fixtures';
import type { CatalogFixture } from './screens.fixtures';
import { Stack, Text } from './ScreenLayout.styles';

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
  const typeStep = step !== 'city';
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
      footer={
        typeStep ? (
          <Button fullWidth size="lg">
            {ru.location.save}
          </Button>
        ) : undefined
      }
    >
      <Stack>
        <Text $muted>{ru.location.text}</Text>
        {step === 'city' ? (
          <CityChooser
            cities={catalog.cities}
            value={cityId}
            onChoose={(id) => {
              setCityId(id);
              setStep('delivery');
            }}
            labels={ru.cityChooser}
          />
        ) : (
          <>
            <Tabs
              label={ru.location.deliveryType}
              variant="segmented"
              fullWidth
              items={[
                { value: 'delivery', label: ru.location.delivery },
                { value: 'pickup', label: ru.location.takeAway },
              ]}
              value={step}
              onValueChange={(value) => setStep(value as LocationStep)}
            />
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
          </>
        )}
      </Stack>
    </Modal>
  );
}
