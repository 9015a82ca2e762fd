import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../testing/render';
import { DietMarks } from './DietMarks';

describe('<DietMarks />', () => {
  it('lists every mark by its words, under the given name', () => {
    renderWithTheme(<DietMarks marks={['Веган', 'Острое']} label="Особенности блюда" />);
    const list = screen.getByRole('list', { name: 'Особенности блюда' });
    expect(list).toHaveTextContent('Веган');
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Веган', 'Острое']);
  });

  it('renders nothing without marks', () => {
    const { container } = renderWithTheme(<DietMarks marks={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});
