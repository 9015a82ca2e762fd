import { createTheme } from '@tarelka/ui';
import { render } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { describe, expect, it, vi } from 'vitest';
import { commands, page, userEvent } from 'vitest/browser';
import { createMemoryGeocoder } from '../geocoder/memory-geocoder';
import { createOfflineProvider } from '../offline/offline-provider';
import type { LatLng } from '../provider';
import type { MapPopupProps } from './map-popup-types';
import { MapPopup } from './MapPopup';
import { gazetteer, mapPopupLabels, moscow, pickupPoints, zones } from './MapPopup.fixtures';

function renderPopup(overrides: Partial<MapPopupProps> = {}) {
  const onConfirm = vi.fn();
  const onDeliveryConditions = vi.fn();
  const provider = createOfflineProvider({ geocoder: createMemoryGeocoder(gazetteer) });
  render(
    <ThemeProvider theme={createTheme()}>
      <MapPopup
        open
        provider={provider}
        mode="DELIVERY"
        city={moscow}
        locale="ru"
        zones={zones}
        pickupPoints={pickupPoints}
        onConfirm={onConfirm}
        onClose={() => {}}
        onDeliveryConditions={onDeliveryConditions}
        labels={mapPopupLabels}
        {...overrides}
      />
    </ThemeProvider>,
  );
  return { onConfirm, onDeliveryConditions };
}

/** Screen offset of `to` from `from` at `zoom`, in CSS pixels (Web Mercator, 256 px tiles). */
function pixelOffset(from: LatLng, to: LatLng, zoom: number) {
  const project = ({ lat, lng }: LatLng) => {
    const scale = 256 * 2 ** zoom;
    const sin = Math.sin((lat * Math.PI) / 180);
    return { x: (scale * (lng + 180)) / 360, y: scale * (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) };
  };
  const a = project(from);
  const b = project(to);
  return { dx: b.x - a.x, dy: b.y - a.y };
}

const confirmButton = () => page.getByRole('button', { name: 'Подтвердить' });
const marker = () => page.getByTestId('address-marker');
const activeZone = () => page.getByTestId('offline-map').element().querySelector('path.tarelka-zone--active');

describe('<MapPopup /> with the offline provider (Chromium)', () => {
  it('finds an address from three typed characters, moves the marker there and highlights its zone', async () => {
    const { onConfirm } = renderPopup();
    await expect.element(page.getByRole('heading', { name: 'Точка на карте' })).toBeVisible();
    await expect.element(confirmButton()).toBeDisabled();
    await expect.element(marker()).toHaveAttribute('data-lat', String(moscow.center.lat));

    await page.getByRole('button', { name: 'Введите адрес' }).click();
    const field = page.getByRole('combobox', { name: 'Введите адрес' });
    await expect.element(field).toHaveFocus();
    await expect.element(field).toHaveAttribute('placeholder', 'Введите адрес');
    await userEvent.type(field, 'Тве');
    await page.getByRole('option', { name: /улица Тверская, 7/ }).click();

    await expect.element(page.getByRole('heading', { name: 'улица Тверская, 7' })).toBeVisible();
    await expect.element(marker()).toHaveAttribute('data-lat', '55.7575');
    await expect.element(marker()).toHaveAttribute('data-lng', '37.6131');
    await expect.poll(() => activeZone()?.getAttribute('data-zone-name')).toBe('Центр');
    await expect.element(confirmButton()).toBeEnabled();
    expect(page.getByText('Адрес не входит в зону доставки').query()).toBeNull();

    await confirmButton().click();
    expect(onConfirm).toHaveBeenCalledWith({
      deliveryType: 'DELIVERY',
      address: {
        text: 'улица Тверская, 7',
        details: expect.objectContaining({ street: 'улица Тверская', houseNumber: '7', placeId: 'tverskaya-7' }),
      },
      location: { lat: 55.7575, lng: 37.6131 },
      zoneId: 10,
      restoId: 1,
    });
  });

  it('warns and blocks confirming when the marker is dragged outside every zone', async () => {
    renderPopup();
    await page.getByRole('button', { name: 'Введите адрес' }).click();
    await userEvent.type(page.getByRole('combobox'), 'Арб');
    await page.getByRole('option', { name: /улица Арбат, 10/ }).click();
    await expect.element(confirmButton()).toBeEnabled();

    // Far to the lower right: well past the centre zone's south-east corner at zoom 12.
    await commands.dragBy('[data-testid="address-marker"]', 260, 240);

    await expect.element(page.getByRole('alert')).toHaveTextContent('Адрес не входит в зону доставки');
    await expect.element(confirmButton()).toBeDisabled();
    expect(Number(marker().element().getAttribute('data-lat'))).toBeLessThan(55.735);
    expect(activeZone()).toBeNull();
  });

  it('picks a point by clicking the map: outside every zone it warns, inside a zone it fills the address', async () => {
    renderPopup();
    const map = page.getByTestId('offline-map');
    // Leaflet loads with the first map (the offline provider's MapView is lazy).
    await expect.element(map).toBeVisible();
    const { width, height } = map.element().getBoundingClientRect();
    await map.click({ position: { x: 20, y: height - 20 } });
    await expect.element(page.getByRole('alert')).toHaveTextContent('Адрес не входит в зону доставки');
    await expect.element(confirmButton()).toBeDisabled();
    await expect.element(page.getByRole('heading', { name: 'Точка на карте' })).toBeVisible();

    // The map opens on the city centre and stays there; click right next to the gazetteer's Arbat, 10.
    const { dx, dy } = pixelOffset(moscow.center, { lat: 55.7512, lng: 37.5962 }, 12);
    await map.click({ position: { x: width / 2 + dx, y: height / 2 + dy } });
    await expect.element(page.getByRole('heading', { name: 'улица Арбат, 10' })).toBeVisible();
    expect(page.getByRole('alert').query()).toBeNull();
    await expect.element(confirmButton()).toBeEnabled();
  });

  it('works from the keyboard alone: arrows move through suggestions, Enter picks one', async () => {
    renderPopup();
    await expect.element(page.getByRole('dialog')).toHaveFocus();
    await userEvent.tab();
    await userEvent.tab();
    await expect.element(page.getByRole('button', { name: 'Введите адрес' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const field = page.getByRole('combobox');
    await expect.element(field).toHaveFocus();

    await userEvent.keyboard('Ххх');
    await expect.element(page.getByText('Адрес не найден')).toBeVisible();

    await userEvent.keyboard('{Backspace}{Backspace}{Backspace}Тве');
    await expect.element(page.getByRole('option')).toHaveLength(3);
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    const second = page.getByRole('option').nth(1);
    await expect.element(second).toHaveAttribute('aria-selected', 'true');
    await expect.element(field).toHaveAttribute('aria-activedescendant', second.element().id);
    // Both ends wrap: past the last option comes the first, above the first the last.
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowUp}');
    const chosen = page.getByRole('option').nth(2);
    await expect.element(chosen).toHaveAttribute('aria-selected', 'true');
    const chosenText = chosen.element().querySelector('span')!.textContent!;
    await userEvent.keyboard('{Enter}');

    await expect.element(page.getByRole('heading', { name: chosenText })).toBeVisible();
    await expect.element(page.getByRole('button', { name: 'Введите адрес' })).toHaveFocus();
    await expect.element(confirmButton()).toBeEnabled();
  });

  it('closes the search overlay with Escape and keeps the map', async () => {
    renderPopup();
    await page.getByRole('button', { name: 'Введите адрес' }).click();
    await expect.element(page.getByRole('combobox')).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(page.getByRole('combobox').query()).toBeNull();
    await expect.element(page.getByRole('button', { name: 'Введите адрес' })).toHaveFocus();
  });

  it('opens the delivery conditions from the popup', async () => {
    const { onDeliveryConditions } = renderPopup();
    await page.getByRole('button', { name: 'Условия доставки' }).click();
    expect(onDeliveryConditions).toHaveBeenCalledOnce();
  });

  it('zooms with its own buttons', async () => {
    renderPopup();
    await expect.element(page.getByTestId('offline-map')).toBeVisible();
    const map = page.getByTestId('offline-map').element();
    const zoneWidth = () => map.querySelector('path.tarelka-zone')!.getBoundingClientRect().width;
    const settled = () => expect.poll(() => map.querySelector('.leaflet-zoom-anim')).toBeNull();
    await expect.poll(() => map.querySelector('path.tarelka-zone')).not.toBeNull();
    const before = zoneWidth();

    await page.getByRole('button', { name: 'Приблизить' }).click();
    await expect.poll(() => zoneWidth() / before).toBeCloseTo(2, 1);
    await settled();
    await page.getByRole('button', { name: 'Отдалить' }).click();
    await settled();
    await page.getByRole('button', { name: 'Отдалить' }).click();
    await expect.poll(() => zoneWidth() / before).toBeCloseTo(0.5, 1);
  });

  describe('take-away', () => {
    it('selects a resto by its marker and shows its info window', async () => {
      const { onConfirm } = renderPopup({ mode: 'TAKE_AWAY' });
      expect(page.getByRole('button', { name: 'Введите адрес' }).query()).toBeNull();
      expect(page.getByTestId('address-marker').query()).toBeNull();
      await expect.element(confirmButton()).toBeDisabled();

      const arbat = page.getByRole('button', { name: 'Тарелка на Арбате' });
      await expect.element(arbat).toBeVisible();
      const { width, height } = arbat.element().getBoundingClientRect();
      expect([width, height]).toEqual([64, 64]);
      await arbat.click();

      await expect.element(page.getByText('Часы работы: пн–пт 09:00–22:00, сб–вс 10:00–23:00')).toBeVisible();
      await expect.element(page.getByRole('heading', { name: 'улица Арбат, 10' })).toBeVisible();
      await expect.element(confirmButton()).toBeEnabled();
      await confirmButton().click();
      expect(onConfirm).toHaveBeenCalledWith({ deliveryType: 'TAKE_AWAY', restoId: 2 });
    });

    it('selects a resto from the keyboard', async () => {
      const { onConfirm } = renderPopup({ mode: 'TAKE_AWAY' });
      const tverskaya = page.getByRole('button', { name: 'Тарелка на Тверской' });
      await expect.element(tverskaya).toBeVisible();
      tverskaya.element().focus();
      await userEvent.keyboard('{Enter}');

      await expect.element(page.getByText('Часы работы: ежедневно 10:00–23:00')).toBeVisible();
      await expect.element(tverskaya).toHaveAttribute('aria-pressed', 'true');
      await expect.element(tverskaya).toHaveFocus();
      await confirmButton().click();
      expect(onConfirm).toHaveBeenCalledWith({ deliveryType: 'TAKE_AWAY', restoId: 1 });
    });
  });
});
