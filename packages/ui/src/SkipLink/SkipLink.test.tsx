import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../testing/render';
import { SkipLink } from './SkipLink';

describe('<SkipLink />', () => {
  it('is the first stop of the keyboard and points at the main content', async () => {
    renderWithTheme(
      <>
        <SkipLink href="#content" label="Перейти к содержимому" />
        <button type="button">Меню</button>
      </>,
    );
    await userEvent.tab();
    const link = screen.getByRole('link', { name: 'Перейти к содержимому' });
    expect(link).toHaveFocus();
    expect(link).toHaveAttribute('href', '#content');
  });
});
