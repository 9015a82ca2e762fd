import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../testing/render';
import { Tooltip } from './Tooltip';

describe('<Tooltip />', () => {
  it('describes its trigger and shows on focus, hides on Escape', async () => {
    renderWithTheme(
      <Tooltip content="Долго готовится">
        <button type="button">Инфо</button>
      </Tooltip>,
    );
    const trigger = screen.getByRole('button', { name: 'Инфо' });
    expect(trigger).toHaveAccessibleDescription('Долго готовится');
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    await userEvent.tab();
    expect(screen.getByRole('tooltip')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('shows on hover', async () => {
    renderWithTheme(
      <Tooltip content="Подсказка">
        <button type="button">Инфо</button>
      </Tooltip>,
    );
    await userEvent.hover(screen.getByRole('button'));
    expect(screen.getByRole('tooltip')).toHaveTextContent('Подсказка');
  });
});
