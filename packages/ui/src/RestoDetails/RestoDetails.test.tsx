import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../testing/render';
import { RestoDetails } from './RestoDetails';
import { restoDetails, restoDetailsLabels } from './RestoDetails.fixtures';

describe('<RestoDetails />', () => {
  it('shows the address with a map link, and dialable phones, mail and web links', () => {
    renderWithTheme(<RestoDetails resto={restoDetails} labels={restoDetailsLabels} schedule={<p>Часы</p>} />);
    expect(screen.getByText('Москва, Тверская ул., 7')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Показать на карте' })).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('link', { name: '+7 (495) 000-00-00' })).toHaveAttribute('href', 'tel:+74950000000');
    expect(screen.getByRole('link', { name: 'tverskaya@example.com' })).toHaveAttribute(
      'href',
      'mailto:tverskaya@example.com',
    );
    expect(screen.getByRole('link', { name: 'vk.com/tarelka' })).toHaveAttribute('href', 'https://vk.com/tarelka');
    expect(screen.getByText('1 200 ₽')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Зал на Тверской' })).toBeInTheDocument();
    expect(screen.getByText('Часы')).toBeInTheDocument();
  });

  it("loads the first photo first (the page's main picture) and the others when scrolled to", () => {
    const second = { ...restoDetails.photos[0]!, src: `${restoDetails.photos[0]!.src}?2`, alt: 'Веранда' };
    renderWithTheme(
      <RestoDetails
        resto={{ ...restoDetails, photos: [...restoDetails.photos, second] }}
        labels={restoDetailsLabels}
      />,
    );
    const first = screen.getByRole('img', { name: 'Зал на Тверской' });
    expect(first).toHaveAttribute('fetchpriority', 'high');
    expect(first).not.toHaveAttribute('loading', 'lazy');
    expect(screen.getByRole('img', { name: 'Веранда' })).toHaveAttribute('loading', 'lazy');
  });

  it('leaves out the facts it does not have', () => {
    renderWithTheme(
      <RestoDetails
        resto={{ ...restoDetails, phones: [], emails: [], links: [], averageCheck: undefined }}
        labels={restoDetailsLabels}
      />,
    );
    expect(screen.getByText('Адрес')).toBeInTheDocument();
    for (const term of ['Телефоны', 'Почта', 'Ссылки', 'Средний чек'])
      expect(screen.queryByText(term)).not.toBeInTheDocument();
  });

  it('shows placeholders while it loads', () => {
    const { container } = renderWithTheme(<RestoDetails resto={null} labels={restoDetailsLabels} />);
    expect(screen.queryByText('Адрес')).not.toBeInTheDocument();
    expect(container.querySelectorAll('[aria-hidden="true"]')).toHaveLength(2);
  });
});
