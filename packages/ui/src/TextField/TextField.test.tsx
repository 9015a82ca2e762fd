import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../testing/render';
import { TextField } from './TextField';
import type { TextFieldProps } from './TextField';
import { formatRuPhone, phoneToE164 } from './phone';

function Controlled(props: Partial<TextFieldProps>) {
  const [value, setValue] = useState(props.value ?? '');
  return <TextField label="Телефон" {...props} value={value} onValueChange={setValue} />;
}

describe('formatRuPhone', () => {
  it.each([
    ['', ''],
    ['9', '+7 (9'],
    ['916123', '+7 (916) 123'],
    ['89161234567', '+7 (916) 123-45-67'],
    ['+7 916 123 45 67 89', '+7 (916) 123-45-67'],
    ['79161234567', '+7 (916) 123-45-67'],
  ])('formats %j as %j', (input, expected) => expect(formatRuPhone(input)).toBe(expected));

  it('gives E.164 only for a complete number', () => {
    expect(phoneToE164('+7 (916) 123-45-67')).toBe('+79161234567');
    expect(phoneToE164('+7 (916) 12')).toBeNull();
  });
});

describe('<TextField />', () => {
  it('masks a typed phone number', async () => {
    renderWithTheme(<Controlled mask="phone" />);
    const input = screen.getByRole('textbox', { name: 'Телефон' });
    await userEvent.type(input, '9161234567');
    expect(input).toHaveValue('+7 (916) 123-45-67');
  });

  it('shows the error, marks the input invalid and describes it', () => {
    renderWithTheme(<TextField label="Email" value="a@" onValueChange={() => {}} error="Укажите корректный email" />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Укажите корректный email');
  });

  it('shows the helper when there is no error', () => {
    renderWithTheme(<TextField label="Email" value="" onValueChange={() => {}} helper="Для чека" />);
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription('Для чека');
  });

  it('clears the value and keeps focus in the input', async () => {
    const onValueChange = vi.fn();
    renderWithTheme(
      <TextField label="Адрес" value="Ленина" onValueChange={onValueChange} clearable clearLabel="Очистить" />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Очистить' }));
    expect(onValueChange).toHaveBeenCalledWith('');
    expect(screen.getByRole('textbox', { name: 'Адрес' })).toHaveFocus();
  });

  it('hides the clear button when empty', () => {
    renderWithTheme(<TextField label="Адрес" value="" onValueChange={() => {}} clearable clearLabel="Очистить" />);
    expect(screen.queryByRole('button', { name: 'Очистить' })).not.toBeInTheDocument();
  });

  it('draws no unnamed clear button when no clear label is given', () => {
    renderWithTheme(<TextField label="Адрес" value="Ленина" onValueChange={() => {}} clearable />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
