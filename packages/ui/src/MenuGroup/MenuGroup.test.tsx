import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../testing/render';
import { MenuGroup } from './MenuGroup';

describe('<MenuGroup />', () => {
  it('is a region named by its title, with the jump target id', () => {
    renderWithTheme(
      <MenuGroup id="group-1-4" titleId="group-title-1-4" title="Пицца">
        <p>Маргарита</p>
      </MenuGroup>,
    );
    const region = screen.getByRole('region', { name: 'Пицца' });
    expect(region).toHaveAttribute('id', 'group-1-4');
    expect(screen.getByRole('heading', { level: 2, name: 'Пицца' })).toHaveAttribute('id', 'group-title-1-4');
    expect(region).toContainElement(screen.getByText('Маргарита'));
  });

  it('titles with an h3 under a menu title', () => {
    renderWithTheme(
      <MenuGroup id="g" titleId="t" title="Супы" level={3}>
        {null}
      </MenuGroup>,
    );
    expect(screen.getByRole('heading', { level: 3, name: 'Супы' })).toBeInTheDocument();
  });

  it('says its notice between the title and the cards', () => {
    renderWithTheme(
      <MenuGroup id="g" titleId="t" title="Бургеры" notice={<p>Скрыто фильтрами: 4 блюда</p>}>
        {null}
      </MenuGroup>,
    );
    const region = screen.getByRole('region', { name: 'Бургеры' });
    expect(region).toHaveTextContent('БургерыСкрыто фильтрами: 4 блюда');
  });
});
