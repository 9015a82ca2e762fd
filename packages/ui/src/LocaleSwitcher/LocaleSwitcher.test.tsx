import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../testing/render';
import { LocaleSwitcher } from './LocaleSwitcher';

describe('<LocaleSwitcher />', () => {
  it('switches the language', async () => {
    const onValueChange = vi.fn();
    renderWithTheme(<LocaleSwitcher locales={['ru', 'en']} value="ru" onValueChange={onValueChange} />);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Язык' }), 'English');
    expect(onValueChange).toHaveBeenCalledWith('en');
  });

  it('renders nothing with one locale', () => {
    const { container } = renderWithTheme(<LocaleSwitcher locales={['ru']} value="ru" onValueChange={() => {}} />);
    expect(container).toBeEmptyDOMElement();
  });
});
