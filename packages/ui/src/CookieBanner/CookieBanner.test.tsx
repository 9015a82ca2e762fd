import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../testing/render';
import { Modal } from '../Modal/Modal';
import { CookieBanner } from './CookieBanner';
import { cookieBannerLabels } from './CookieBanner.fixtures';

describe('<CookieBanner />', () => {
  it('shows the notice in a region named after its subject, not its button, and accepts', async () => {
    const onAccept = vi.fn();
    renderWithTheme(<CookieBanner open onAccept={onAccept} policyHref="/policy" labels={cookieBannerLabels} />);
    const region = screen.getByRole('region', { name: 'Файлы cookie' });
    expect(region).toHaveAttribute('data-testid', 'cookie-banner');
    expect(screen.getByRole('link', { name: 'Подробнее' })).toHaveAttribute('href', '/policy');
    await userEvent.click(screen.getByRole('button', { name: 'Принять' }));
    expect(onAccept).toHaveBeenCalledOnce();
  });

  it('offers a decline button only when asked, after the accept button', async () => {
    const onDecline = vi.fn();
    const { rerender } = renderWithTheme(<CookieBanner open onAccept={() => {}} labels={cookieBannerLabels} />);
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual(['Принять']);
    rerender(<CookieBanner open onAccept={() => {}} onDecline={onDecline} labels={cookieBannerLabels} />);
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual(['Принять', 'Отклонить']);
    await userEvent.click(screen.getByRole('button', { name: 'Отклонить' }));
    expect(onDecline).toHaveBeenCalledOnce();
  });

  it('stays usable beside an open dialog: Tab reaches its controls and comes back', async () => {
    const onAccept = vi.fn();
    const user = userEvent.setup();
    renderWithTheme(
      <>
        <Modal open title="Куда доставить?" onClose={() => {}} closeLabel="Закрыть" persistent>
          <button type="button">Сохранить</button>
        </Modal>
        <CookieBanner open onAccept={onAccept} policyHref="/policy" labels={cookieBannerLabels} />
      </>,
    );
    await user.tab();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Сохранить' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('link', { name: 'Подробнее' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Принять' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onAccept).toHaveBeenCalledOnce();
    await user.tab();
    expect(screen.getByRole('dialog', { name: 'Куда доставить?' })).toContainElement(
      document.activeElement as HTMLElement,
    );
  });

  it('reserves its height while shown, so an open dialog keeps clear of it', () => {
    const height = () => document.documentElement.style.getPropertyValue('--overlay-companion-height');
    const { rerender } = renderWithTheme(<CookieBanner open onAccept={() => {}} labels={cookieBannerLabels} />);
    expect(height()).toMatch(/^\d+px$/);
    rerender(<CookieBanner open={false} onAccept={() => {}} labels={cookieBannerLabels} />);
    expect(height()).toBe('');
  });

  it('hands the policy link to the router when asked', async () => {
    const onPolicyClick = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    renderWithTheme(
      <CookieBanner
        open
        onAccept={() => {}}
        policyHref="/policy"
        onPolicyClick={onPolicyClick}
        labels={cookieBannerLabels}
      />,
    );
    await userEvent.click(screen.getByRole('link', { name: 'Подробнее' }));
    expect(onPolicyClick).toHaveBeenCalledOnce();
  });

  it('has no policy link without a policy', () => {
    renderWithTheme(<CookieBanner open onAccept={() => {}} labels={cookieBannerLabels} />);
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('is gone once accepted', () => {
    renderWithTheme(<CookieBanner open={false} onAccept={() => {}} labels={cookieBannerLabels} />);
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });
});
