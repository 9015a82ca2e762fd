import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../testing/render';
import { SocialSignInButtons } from './SocialSignInButtons';
import { socialProviders } from './SocialSignInButtons.fixtures';

describe('<SocialSignInButtons />', () => {
  it('offers each provider and reports the pressed one', async () => {
    const onSignIn = vi.fn();
    renderWithTheme(<SocialSignInButtons providers={socialProviders} onSignIn={onSignIn} />);
    await userEvent.click(screen.getByRole('button', { name: 'Войти через VK ID' }));
    expect(onSignIn).toHaveBeenCalledWith('vk');
  });

  it('keeps the other providers disabled while one runs', () => {
    renderWithTheme(<SocialSignInButtons providers={socialProviders} busy="vk" onSignIn={() => {}} />);
    expect(screen.getByRole('button', { name: 'Войти через Google' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Войти через Apple' })).toBeDisabled();
  });

  it('says a failure as an alert and a closed window as a status', () => {
    renderWithTheme(
      <SocialSignInButtons
        providers={socialProviders}
        onSignIn={() => {}}
        error="Ошибка входа"
        notice="New tab has been closed"
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Ошибка входа');
    expect(screen.getByRole('status')).toHaveTextContent('New tab has been closed');
  });

  it('shows a provider’s widget in its button’s place, the button when the widget did not load', () => {
    const withWidget = (state: 'loading' | 'not_loaded') =>
      socialProviders.map((provider) =>
        provider.id === 'vk'
          ? { ...provider, widget: { state, containerRef: () => {}, loadingLabel: 'Загружаем вход через VK ID' } }
          : provider,
      );
    const { rerender } = renderWithTheme(<SocialSignInButtons providers={withWidget('loading')} onSignIn={() => {}} />);
    expect(screen.queryByRole('button', { name: 'Войти через VK ID' })).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('Загружаем вход через VK ID');
    expect(screen.getByRole('button', { name: 'Войти через Google' })).toBeEnabled();
    rerender(<SocialSignInButtons providers={withWidget('not_loaded')} onSignIn={() => {}} />);
    expect(screen.getByRole('button', { name: 'Войти через VK ID' })).toBeEnabled();
  });

  it('draws nothing without providers', () => {
    const { container } = renderWithTheme(<SocialSignInButtons providers={[]} onSignIn={() => {}} />);
    expect(container).toBeEmptyDOMElement();
  });
});
