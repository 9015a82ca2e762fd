import { createTheme } from '@tarelka/ui';
import { render } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import * as stories from './MapPopup.stories';

// Until the stories run in the UI kit's Storybook, this renders each one the way Storybook would
// (meta args, then story args) and checks what it promises.
const { default: meta, ...named } = stories;
const renderStory = (story: { args?: object }) =>
  render(
    <ThemeProvider theme={createTheme()}>
      <meta.component {...meta.args} {...story.args} />
    </ThemeProvider>,
  );

describe('MapPopup stories', () => {
  it.each(Object.entries(named))('%s renders', async (_name, story) => {
    renderStory(story);
    await expect.element(page.getByRole('dialog')).toBeVisible();
  });

  it('DeliveryWithAddress can be confirmed', async () => {
    renderStory(stories.DeliveryWithAddress);
    await expect.element(page.getByRole('heading', { name: 'улица Тверская, 7' })).toBeVisible();
    await expect.element(page.getByRole('button', { name: 'Подтвердить' })).toBeEnabled();
  });

  it('DeliveryOutsideZones warns and cannot be confirmed', async () => {
    renderStory(stories.DeliveryOutsideZones);
    await expect.element(page.getByRole('alert')).toHaveTextContent('Адрес не входит в зону доставки');
    await expect.element(page.getByRole('button', { name: 'Подтвердить' })).toBeDisabled();
  });

  it('TakeAwaySelected shows the info window of the chosen resto', async () => {
    renderStory(stories.TakeAwaySelected);
    await expect.element(page.getByText('Часы работы: пн–пт 09:00–22:00, сб–вс 10:00–23:00')).toBeVisible();
    await expect.element(page.getByRole('button', { name: 'Подтвердить' })).toBeEnabled();
  });

  it('EnglishLabels shows no Russian chrome', async () => {
    renderStory(stories.EnglishLabels);
    await expect.element(page.getByRole('heading', { name: 'Point on the map' })).toBeVisible();
    await expect.element(page.getByRole('button', { name: 'Enter address' })).toBeVisible();
    await expect.element(page.getByRole('button', { name: 'Confirm' })).toBeDisabled();
  });
});
