// A stand-in for a storefront's first route: it uses the package's entry the way the location
// dialog would, without opening the map. The bundle test checks what ends up in its chunk.
import { createRoot } from 'react-dom/client';
import { createHttpGeocoder, loadMapProvider, MapPopup, shouldAutocomplete } from '../index';
import { mapPopupLabels } from '../MapPopup/MapPopup.fixtures';

const geocoder = createHttpGeocoder({ baseUrl: '/api', whiteLabel: 'demo' });
const open = shouldAutocomplete(window.location.hash);

createRoot(document.body).render(
  <button type="button" onClick={() => void loadMapProvider({ locale: 'ru', offline: { geocoder } })}>
    {String(open)}
    <MapPopup
      open={open}
      provider={null}
      mode="DELIVERY"
      city={{ id: 1, center: { lat: 0, lng: 0 } }}
      locale="ru"
      zones={[]}
      onConfirm={() => {}}
      onClose={() => {}}
      labels={mapPopupLabels}
    />
  </button>,
);
