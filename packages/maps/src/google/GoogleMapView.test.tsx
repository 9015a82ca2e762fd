import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mapPopupLabels } from '../MapPopup/MapPopup.fixtures';
import { pickupPoints, zones } from '../MapPopup/MapPopup.fixtures';
import { createFakeGoogle, FakeLatLng } from '../testing/google-maps-fakes';
import { createGoogleProvider } from './google-provider';

async function renderMap(props: Record<string, unknown> = {}) {
  const fake = createFakeGoogle();
  const provider = await createGoogleProvider({ apiKey: 'k', locale: 'ru', loader: fake.loader });
  const handlers = { onMapClick: vi.fn(), onMarkerDragEnd: vi.fn(), onPickupSelect: vi.fn() };
  const { MapView } = provider;
  render(
    <MapView
      center={{ lat: 55.752, lng: 37.6175 }}
      zones={zones}
      highlightedZoneId={10}
      labels={mapPopupLabels}
      {...handlers}
      {...props}
    />,
  );
  return { ...fake, ...handlers };
}

describe('Google map view', () => {
  it('opens at zoom 12 and draws zones with the spec style, the marker zone in the primary colour', async () => {
    const { log } = await renderMap();
    expect(log.maps[0]!.options.zoom).toBe(12);
    expect(log.polygons.map((p) => p.options)).toEqual([
      expect.objectContaining({ fillOpacity: 0.12, strokeOpacity: 0.38, strokeWeight: 2, fillColor: '#5bd0a4' }),
      expect.objectContaining({ fillOpacity: 0.12, strokeOpacity: 0.38, strokeWeight: 2, fillColor: '#b4bac2' }),
    ]);
  });

  it('reports clicks on the map and drops of the draggable marker', async () => {
    const { log, onMapClick, onMarkerDragEnd } = await renderMap({ marker: { lat: 55.75, lng: 37.6 } });
    log.maps[0]!.trigger('click', { latLng: new FakeLatLng(55.7, 37.5) });
    expect(onMapClick).toHaveBeenCalledWith({ lat: 55.7, lng: 37.5 });

    const pin = log.markers[0]!;
    expect(pin.options).toMatchObject({ gmpDraggable: true, title: 'Точка доставки' });
    expect((pin.options.content as HTMLImageElement).width).toBe(64);
    pin.position = { lat: 55.8, lng: 37.7 };
    pin.trigger('dragend');
    expect(onMarkerDragEnd).toHaveBeenCalledWith({ lat: 55.8, lng: 37.7 });
  });

  it("shows pickup markers and the chosen one's info window with name, street and 'Часы работы: ...'", async () => {
    const { log, onPickupSelect } = await renderMap({ pickupPoints, selectedPickupId: 2 });
    expect(log.markers.map((m) => m.options.title)).toEqual(['Тарелка на Тверской', 'Тарелка на Арбате']);
    log.markers[0]!.trigger('click');
    expect(onPickupSelect).toHaveBeenCalledWith(1);

    const info = log.infoWindows[0]!;
    expect(info.openedOn).toBe(log.markers[1]);
    expect((info.content as HTMLElement).textContent).toBe(
      'Тарелка на АрбатеулицаАрбат, 10Часы работы: пн–пт 09:00–22:00, сб–вс 10:00–23:00'.replace(
        'улицаАрбат',
        'улица Арбат',
      ),
    );
  });

  it('fits the zones and an outside marker into view', async () => {
    const { log } = await renderMap({ marker: { lat: 55.67, lng: 37.553 } });
    expect(log.maps[0]!.fitted).toEqual({ south: 55.67, north: 55.775, west: 37.55, east: 37.66 });
  });

  it('zooms with its own buttons', async () => {
    const { log } = await renderMap();
    await userEvent.click(screen.getByRole('button', { name: 'Приблизить' }));
    expect(log.maps[0]!.getZoom()).toBe(13);
    await userEvent.click(screen.getByRole('button', { name: 'Отдалить' }));
    await userEvent.click(screen.getByRole('button', { name: 'Отдалить' }));
    expect(log.maps[0]!.getZoom()).toBe(11);
  });
});
