import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../testing/render';
import { Footer } from './Footer';
import { footerAppLinks } from './Footer.fixtures';

describe('<Footer />', () => {
  it('lists the static pages and opens external links in a new tab', () => {
    renderWithTheme(
      <Footer
        links={[{ label: 'Доставка', href: '/dostavka', current: true }]}
        navigationLabel="Информация"
        support={{ label: 'Поддержка', href: 'https://t.me/x', external: true }}
        appLinks={footerAppLinks}
        appLinksLabel="Мобильное приложение"
        copyright="© Тарелка"
      />,
    );
    expect(screen.getByRole('navigation', { name: 'Информация' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Доставка' })).toHaveAttribute('href', '/dostavka');
    expect(screen.getByRole('link', { name: 'Доставка' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Поддержка' })).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('link', { name: 'App Store' })).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('contentinfo')).toHaveTextContent('Мобильное приложение');
    expect(screen.getByRole('contentinfo')).toHaveTextContent('© Тарелка');
  });

  it('hands a followed page link to the router', async () => {
    const onNavigate = vi.fn((_link: unknown, event: { preventDefault: () => void }) => event.preventDefault());
    renderWithTheme(
      <Footer
        links={[{ label: 'Доставка', href: '/dostavka' }]}
        navigationLabel="Информация"
        onNavigate={onNavigate}
      />,
    );
    await userEvent.click(screen.getByRole('link', { name: 'Доставка' }));
    expect(onNavigate).toHaveBeenCalledWith({ label: 'Доставка', href: '/dostavka' }, expect.anything());
  });
});
