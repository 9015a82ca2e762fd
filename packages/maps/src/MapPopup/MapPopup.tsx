import { lazy, Suspense } from 'react';
import type { MapPopupProps } from './map-popup-types';

const importContent = () => import('./MapPopupContent');
const LazyContent = lazy(() => importContent().then(({ MapPopupContent }) => ({ default: MapPopupContent })));

/**
 * Starts downloading the map popup's code, e.g. when the location dialog opens, so that the
 * popup appears at once when asked for.
 *
 * @example
 * useEffect(() => void preloadMapPopup(), []);
 */
export function preloadMapPopup(): Promise<unknown> {
  return importContent();
}

/**
 * The full-screen map popup of spec §2: search, delivery zones, a draggable marker or pickup points,
 * 'Условия доставки' and 'Подтвердить'. Its code (and the provider's map) loads lazily on first open,
 * so none of it is in the first route's bundle.
 *
 * @example
 * <MapPopup
 *   open={open}
 *   provider={provider}
 *   mode="DELIVERY"
 *   city={{ id: 1, center: { lat: 55.75, lng: 37.62 }, bounds }}
 *   locale="ru"
 *   zones={zones}
 *   onConfirm={save}
 *   onClose={() => setOpen(false)}
 *   onDeliveryConditions={() => setConditionsOpen(true)}
 * />
 */
export function MapPopup(props: MapPopupProps) {
  if (!props.open) return null;
  return (
    <Suspense fallback={null}>
      <LazyContent {...props} />
    </Suspense>
  );
}
