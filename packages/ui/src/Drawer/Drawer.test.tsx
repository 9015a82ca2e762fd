import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../testing/render';
import { Drawer } from './Drawer';

const links = [
  { label: 'Акции', href: '/promotions', current: true },
  { label: 'Франшиза', href: 'https://example.com', external: true },
];

describe('<Drawer />', () => {
  it('is named navigation with the current page marked and external links in a new tab', () => {
    renderWithTheme(<Drawer open label="Меню сайта" links={links} onClose={() => {}} />);
    expect(screen.getByRole('navigation', { name: 'Меню сайта' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Акции' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Франшиза' })).toHaveAttribute('target', '_blank');
  });

  it('closes on Escape, the button and the scrim', async () => {
    const onClose = vi.fn();
    renderWithTheme(<Drawer open label="Меню" links={links} onClose={onClose} />);
    await userEvent.keyboard('{Escape}');
    await userEvent.click(screen.getByRole('button', { name: 'Закрыть меню' }));
    await userEvent.click(screen.getByTestId('drawer-scrim'));
    expect(onClose).toHaveBeenCalledTimes(3);
  });
});
