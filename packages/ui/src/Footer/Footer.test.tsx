import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../testing/render';
import { Footer } from './Footer';

describe('<Footer />', () => {
  it('lists the static pages and opens external links in a new tab', () => {
    renderWithTheme(
      <Footer
        links={[{ label: 'Доставка', href: '/dostavka' }]}
        support={{ label: 'Поддержка', href: 'https://t.me/x', external: true }}
        copyright="© Тарелка"
      />,
    );
    expect(screen.getByRole('navigation', { name: 'Информация' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Доставка' })).toHaveAttribute('href', '/dostavka');
    expect(screen.getByRole('link', { name: 'Поддержка' })).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('contentinfo')).toHaveTextContent('© Тарелка');
  });
});
