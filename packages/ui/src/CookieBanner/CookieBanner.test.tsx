import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../testing/render';
import { CookieBanner } from './CookieBanner';

describe('<CookieBanner />', () => {
  it('shows the notice and accepts', async () => {
    const onAccept = vi.fn();
    renderWithTheme(<CookieBanner open onAccept={onAccept} policyHref="/policy" />);
    expect(screen.getByRole('region', { name: 'Файлы cookie' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Подробнее' })).toHaveAttribute('href', '/policy');
    await userEvent.click(screen.getByRole('button', { name: 'Хорошо' }));
    expect(onAccept).toHaveBeenCalledOnce();
  });

  it('is gone once accepted', () => {
    renderWithTheme(<CookieBanner open={false} onAccept={() => {}} />);
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });
});
