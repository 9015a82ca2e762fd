import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../testing/render';
import { Textarea } from './Textarea';

describe('<Textarea />', () => {
  it('reports typed text', () => {
    const onValueChange = vi.fn();
    renderWithTheme(<Textarea label="Комментарий" value="" onValueChange={onValueChange} />);
    fireEvent.change(screen.getByRole('textbox', { name: 'Комментарий' }), { target: { value: 'Без лука' } });
    expect(onValueChange).toHaveBeenCalledWith('Без лука');
  });

  it('shows how much of the limit is used', () => {
    renderWithTheme(<Textarea label="Комментарий" value="Привет" onValueChange={() => {}} maxLength={100} />);
    expect(screen.getByText('6 / 100')).toBeInTheDocument();
  });

  it('describes itself with the error', () => {
    renderWithTheme(<Textarea label="Комментарий" value="" onValueChange={() => {}} error="Обязательное поле" />);
    expect(screen.getByRole('textbox')).toHaveAccessibleDescription('Обязательное поле');
  });
});
