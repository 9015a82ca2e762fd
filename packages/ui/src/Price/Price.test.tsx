import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../testing/render';
import { Price } from './Price';

const text = (node: HTMLElement) => node.textContent?.replace(/\u00a0/g, ' ');

describe('<Price />', () => {
  it('shows minor units as roubles', () => {
    const { container } = renderWithTheme(<Price amount={150050} />);
    expect(text(container)).toBe('1 500,5 ₽');
  });

  it('shows the old price struck when a discount applies', () => {
    renderWithTheme(<Price amount={39900} oldAmount={49900} oldLabel="Старая цена" />);
    const old = screen.getByRole('deletion');
    expect(text(old)).toBe('Старая цена: 499 ₽');
  });

  it('says no word of its own before the old price: the caller gives it in its language', () => {
    renderWithTheme(<Price amount={39900} oldAmount={49900} />);
    expect(text(screen.getByRole('deletion'))).toBe('499 ₽');
  });

  it('does not strike an old price that is not higher', () => {
    renderWithTheme(<Price amount={49900} oldAmount={49900} />);
    expect(screen.queryByRole('deletion')).not.toBeInTheDocument();
  });

  it('adds a prefix', () => {
    const { container } = renderWithTheme(<Price amount={29900} prefix="от" />);
    expect(text(container)).toBe('от 299 ₽');
  });
});
