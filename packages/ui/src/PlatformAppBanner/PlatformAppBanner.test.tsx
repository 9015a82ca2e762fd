import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../testing/render';
import { PlatformAppBanner, platformOf } from './PlatformAppBanner';
import { appBannerLabelsIos } from './PlatformAppBanner.fixtures';

describe('<PlatformAppBanner />', () => {
  it('links to the store and can be dismissed', async () => {
    const onClose = vi.fn();
    renderWithTheme(
      <PlatformAppBanner
        open
        appName="Тарелка"
        href="https://apps.apple.com/x"
        onClose={onClose}
        labels={appBannerLabelsIos}
      />,
    );
    const banner = screen.getByRole('complementary', { name: 'Мобильное приложение' });
    expect(banner).toHaveTextContent('Скачать в App Store');
    const link = screen.getByRole('link', { name: 'Открыть' });
    expect(link).toHaveAttribute('href', 'https://apps.apple.com/x');
    expect(link).toHaveAttribute('target', '_blank');
    await userEvent.click(screen.getByRole('button', { name: 'Скрыть' }));
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('renders nothing when closed', () => {
    renderWithTheme(
      <PlatformAppBanner open={false} appName="Тарелка" href="x" onClose={() => {}} labels={appBannerLabelsIos} />,
    );
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
  });
});

describe('platformOf', () => {
  it('tells iOS and Android apart, and desktops have none', () => {
    expect(platformOf('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)')).toBe('ios');
    expect(platformOf('Mozilla/5.0 (Linux; Android 14; Pixel 7)')).toBe('android');
    expect(platformOf('Mozilla/5.0 (X11; Linux x86_64)')).toBeNull();
  });
});
