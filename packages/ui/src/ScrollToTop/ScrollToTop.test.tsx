import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../testing/render';
import { ScrollToTop } from './ScrollToTop';

describe('<ScrollToTop />', () => {
  it('appears after scrolling past the threshold and scrolls to the top', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    renderWithTheme(<ScrollToTop threshold={100} label="Наверх" />);
    expect(screen.queryByRole('button', { name: 'Наверх' })).not.toBeInTheDocument();
    Object.defineProperty(window, 'scrollY', { value: 500, configurable: true });
    fireEvent.scroll(window);
    await userEvent.click(screen.getByRole('button', { name: 'Наверх' }));
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
  });

  it('waits for a screen and a half of scrolling by default', () => {
    renderWithTheme(<ScrollToTop label="Наверх" />);
    Object.defineProperty(window, 'scrollY', { value: window.innerHeight * 1.4, configurable: true });
    fireEvent.scroll(window);
    expect(screen.queryByRole('button', { name: 'Наверх' })).not.toBeInTheDocument();
    Object.defineProperty(window, 'scrollY', { value: window.innerHeight * 1.6, configurable: true });
    fireEvent.scroll(window);
    expect(screen.getByRole('button', { name: 'Наверх' })).toBeInTheDocument();
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
  });
});
