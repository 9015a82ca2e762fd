import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../testing/render';
import { PlatformAppBanner } from './PlatformAppBanner';

describe('<PlatformAppBanner />', () => {
  it('links to the store of the platform and can be dismissed', async () => {
    const onClose = vi.fn();
    renderWithTheme(
      <PlatformAppBanner open platform="ios" appName="Тарелка" href="https://apps.apple.com/x" onClose={onClose} />,
    );
    const banner = screen.getByRole('complementary', { name: 'Мобильное приложение' });
    expect(banner).toHaveTextContent('App Store');
    expect(screen.getByRole('link', { name: 'Открыть' })).toHaveAttribute('href', 'https://apps.apple.com/x');
    await userEvent.click(screen.getByRole('button', { name: 'Скрыть баннер приложения' }));
    expect(onClose).toHaveBeenCalledOnce();
  });
});
