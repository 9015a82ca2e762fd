import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { cityFixture, fakeApi, restoFixture } from '../../test-support/fake-api';
import { renderApp } from '../../test-support/render-app';

describe('<App />', () => {
  it('opens the location dialog on a first visit, not closable, with the language menu', async () => {
    await renderApp({ fetch: fakeApi() });
    // The file's first render loads the location popup's lazy chunk on a cold transform cache: 15 s
    // ran out once in a CI run with the machine loaded (27 Nov). The per-test limit is 30 s.
    const dialog = await screen.findByRole('dialog', { name: 'Адрес' }, { timeout: 25_000 });
    expect(within(dialog).getByText('Укажите адрес, чтобы мы могли показать вам актуальное меню')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Закрыть' })).toBeNull();
    expect(within(dialog).getByRole('combobox', { name: 'Язык' })).toBeInTheDocument();
    // One city: no city step.
    expect(within(dialog).queryByRole('button', { name: 'Сменить город' })).toBeNull();
  });

  it('says when the city has no restaurants', async () => {
    await renderApp({ fetch: fakeApi({ restos: [] }) });
    const dialog = await screen.findByRole('dialog', { name: 'Адрес' }, { timeout: 15_000 });
    expect(await within(dialog).findByText('Нет привязанных заведений')).toBeInTheDocument();
  });

  it('offers only take-away, with its pickup points, when no zone delivers', async () => {
    const restos = [restoFixture(), restoFixture({ id: 2, street: 'Арбат, 1', order: 0 })];
    await renderApp({ fetch: fakeApi({ cities: [cityFixture()], restos }) });
    const dialog = await screen.findByRole('dialog', { name: 'Адрес' }, { timeout: 15_000 });
    const points = await within(dialog).findAllByRole('radio');
    expect(points.map((p) => p.closest('label')?.textContent)).toEqual([
      expect.stringContaining('Арбат, 1'),
      expect.stringContaining('Тверская улица, 12с1'),
    ]);
    expect(within(dialog).queryByRole('radiogroup', { name: 'Способ получения' })).toBeNull();
  });

  it("shows spec §8's message and a retry when the boot fails with a server error", async () => {
    await renderApp({ fetch: fakeApi({ failing: [/^\/1\/p\/cities$/] }) });
    const alert = await screen.findByRole('alert', {}, { timeout: 15_000 });
    // A 5xx says 'Не удалось выполнить запрос', not the server's internals.
    expect(alert).toHaveTextContent('Не удалось выполнить запрос');
    expect(alert).not.toHaveTextContent('Сервер недоступен');
    expect(within(alert).getByRole('button', { name: 'Повторить' })).toBeInTheDocument();
  });

  it('tells that orders are not accepted when the chosen resto is closed today, until dismissed', async () => {
    const closed = restoFixture({
      openingHours: ([1, 2, 3, 4, 5, 6, 7] as const).map((dayOfWeek) => ({
        dayOfWeek,
        active: false,
        open: '10:00',
        close: '22:00',
      })),
    });
    await renderApp({ fetch: fakeApi({ cities: [cityFixture()], restos: [closed] }) });
    const location = await screen.findByRole('dialog', { name: 'Адрес' }, { timeout: 15_000 });
    await within(location).findAllByRole('radio');
    await userEvent.click(within(location).getByRole('button', { name: 'Сохранить' }));
    // The dialog's code loads only now (lazy): it says why and when the resto opens.
    const dayOff = await screen.findByRole('dialog', { name: 'Сейчас заказы не принимаются' }, { timeout: 15_000 });
    expect(dayOff).toHaveTextContent('Ресторан закрыт. Приходите в часы работы: Выходной');
    await userEvent.click(within(dayOff).getByRole('button', { name: 'Понятно' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Сейчас заказы не принимаются' })).toBeNull());
  });

  it('switches every label to English from the language menu', async () => {
    await renderApp({ fetch: fakeApi() });
    const dialog = await screen.findByRole('dialog', { name: 'Адрес' }, { timeout: 15_000 });
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: 'Язык' }), 'en');
    expect(await screen.findByRole('dialog', { name: 'Address' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('en');
  });
});
