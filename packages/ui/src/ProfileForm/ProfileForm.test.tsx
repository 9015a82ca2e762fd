import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../testing/render';
import { ProfileForm, type ProfileFormProps } from './ProfileForm';
import { profileFormLabels, profileFormValues } from './ProfileForm.fixtures';

const props: ProfileFormProps = {
  values: profileFormValues,
  onChange: () => {},
  onSubmit: () => {},
  phone: '+79161234567',
  methods: ['phone', 'google'],
  labels: profileFormLabels,
};

describe('<ProfileForm />', () => {
  it('shows the names and e-mail to edit, the phone read-only in its mask, and the linked methods', () => {
    renderWithTheme(<ProfileForm {...props} />);
    expect(screen.getByRole('textbox', { name: 'Имя' })).toHaveValue('Анна');
    expect(screen.getByRole('textbox', { name: 'Фамилия' })).toHaveValue('Петрова');
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('anna@example.ru');
    const phone = screen.getByRole('textbox', { name: 'Телефон' });
    expect(phone).toHaveValue('+7 (916) 123-45-67');
    expect(phone).toHaveAttribute('readonly');
    const methods = screen.getByRole('region', { name: 'Способы входа' });
    expect(methods).toHaveTextContent('Телефон');
    expect(methods).toHaveTextContent('Google');
    expect(methods).not.toHaveTextContent('VK ID');
  });

  it('reports each change and blur by field, and submits with the button or Enter', async () => {
    const onChange = vi.fn();
    const onBlur = vi.fn();
    const onSubmit = vi.fn();
    renderWithTheme(<ProfileForm {...props} onChange={onChange} onBlur={onBlur} onSubmit={onSubmit} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Фамилия' }), 'а');
    expect(onChange).toHaveBeenLastCalledWith('lastName', 'Петроваа');
    await userEvent.tab();
    expect(onBlur).toHaveBeenCalledWith('lastName');
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Email' }), '{Enter}');
    expect(onSubmit).toHaveBeenCalledTimes(2);
  });

  it('shows each field error under its field', () => {
    renderWithTheme(
      <ProfileForm
        {...props}
        values={{ ...profileFormValues, firstName: 'R2-D2', email: 'anna@' }}
        errors={{ firstName: 'Имя указано не корректно', email: 'Укажите корректный email' }}
      />,
    );
    expect(screen.getByRole('textbox', { name: 'Имя' })).toHaveAccessibleDescription('Имя указано не корректно');
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription('Укажите корректный email');
    expect(screen.getByRole('textbox', { name: 'Email' })).toBeInvalid();
    expect(screen.getByRole('textbox', { name: 'Фамилия' })).toBeValid();
  });

  it('spins while saving, then announces the outcome', () => {
    const { rerender } = renderWithTheme(<ProfileForm {...props} saving />);
    expect(screen.getByRole('button', { name: /Сохранить/ })).toHaveAttribute('aria-busy', 'true');
    rerender(<ProfileForm {...props} saved />);
    expect(screen.getByRole('status')).toHaveTextContent('Изменения сохранены');
    rerender(<ProfileForm {...props} failed />);
    expect(screen.getByRole('alert')).toHaveTextContent('Не удалось сохранить. Попробуйте ещё раз');
  });

  it('holds places while loading and says when no method is linked', () => {
    const { rerender } = renderWithTheme(<ProfileForm {...props} loading />);
    expect(screen.getByTestId('profile-form')).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    rerender(<ProfileForm {...props} methods={[]} phone={null} />);
    expect(screen.getByText('Нет привязанных способов входа')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Телефон' })).toHaveValue('');
  });
});
