import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../testing/render';
import { AllergenList } from './AllergenList';

describe('<AllergenList />', () => {
  it('reads "Содержит: молоко, глютен"', () => {
    renderWithTheme(<AllergenList label="Содержит:" allergens={['молоко', 'глютен']} />);
    expect(screen.getByText('Содержит:').closest('p')).toHaveTextContent(/^Содержит: молоко, глютен$/);
  });

  it('says the empty text, or nothing, without allergens', () => {
    const { container, rerender } = renderWithTheme(<AllergenList label="Содержит:" allergens={[]} />);
    expect(container).toBeEmptyDOMElement();
    rerender(<AllergenList label="Содержит:" allergens={[]} empty="Аллергены не указаны" />);
    expect(screen.getByText('Аллергены не указаны')).toBeInTheDocument();
  });
});
