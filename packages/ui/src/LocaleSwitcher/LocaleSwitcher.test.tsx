import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../testing/render';
import { LocaleSwitcher } from './LocaleSwitcher';

describe('<LocaleSwitcher />', () => {
  it('switches the language', async () => {
    const onValueChange = vi.fn();
    renderWithTheme(<LocaleSwitcher locales={['ru', 'en']} value="ru" onValueChange={onValueChange} label="Язык" />);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Язык' }), 'English');
    expect(onValueChange).toHaveBeenCalledWith('en');
  });

  it('names each language in itself unless told otherwise, and carries its test id', () => {
    renderWithTheme(
      <LocaleSwitcher locales={['ru', 'cnr']} value="ru" onValueChange={() => {}} label="Язык" names={{ ru: 'RU' }} />,
    );
    const select = screen.getByTestId('locale-switcher');
    expect(select).toHaveAccessibleName('Язык');
    expect(screen.getByRole('option', { name: 'RU' })).toHaveAttribute('lang', 'ru');
    expect(screen.getByRole('option', { name: 'Crnogorski' })).toHaveAttribute('lang', 'cnr');
  });

  it('renders nothing with one locale', () => {
    const { container } = renderWithTheme(
      <LocaleSwitcher locales={['ru']} value="ru" onValueChange={() => {}} label="Язык" />,
    );
    expect(container).toBeEmptyDOMElement();
  });
});
