import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../testing/render';
import { PhoneSignInForm, type PhoneSignInFormProps } from './PhoneSignInForm';
import { phoneSignInFormLabels as labels } from './PhoneSignInForm.fixtures';

/** The code step with nothing typed, and `props` on top. */
const renderCodeStep = (props: Partial<PhoneSignInFormProps>) =>
  renderWithTheme(
    <PhoneSignInForm step="code" value="" onValueChange={() => {}} onSubmit={() => {}} labels={labels} {...props} />,
  );

describe('<PhoneSignInForm />', () => {
  afterEach(() => vi.useRealTimers());

  it('asks for the phone, shows its error and submits', async () => {
    const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    renderWithTheme(
      <PhoneSignInForm
        step="phone"
        value=""
        onValueChange={() => {}}
        error="Введите номер телефона"
        captcha
        onSubmit={onSubmit}
        labels={labels}
      />,
    );
    expect(screen.getByLabelText('Номер телефона')).toHaveAttribute('name', 'phone');
    expect(screen.getByText('Введите номер телефона')).toBeInTheDocument();
    expect(screen.getByText('Сайт защищён reCAPTCHA')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Получить код' }));
    expect(onSubmit).toHaveBeenCalledOnce();
  });

  it('keeps only digits of the code', async () => {
    const onValueChange = vi.fn();
    renderCodeStep({ onValueChange });
    expect(screen.getByRole('status')).toHaveTextContent('Мы отправили код на номер +7 (916) 123-45-67');
    await userEvent.type(screen.getByLabelText('Код из СМС'), '1a');
    expect(onValueChange).toHaveBeenLastCalledWith('');
    expect(onValueChange).toHaveBeenCalledWith('1');
  });

  it('counts down to a new code, then offers it', () => {
    vi.useFakeTimers({ now: Date.parse('2026-03-02T12:00:00Z') });
    const onResend = vi.fn();
    renderCodeStep({ resendAt: Date.now() + 90_000, onResend });
    expect(screen.getByTestId('resend-countdown')).toHaveTextContent('Запросить код повторно можно через 1:30');
    act(() => vi.advanceTimersByTime(31_000));
    expect(screen.getByTestId('resend-countdown')).toHaveTextContent('через 0:59');
    act(() => vi.advanceTimersByTime(60_000));
    expect(screen.queryByTestId('resend-countdown')).not.toBeInTheDocument();
    act(() => screen.getByRole('button', { name: 'Запросить код повторно' }).click());
    expect(onResend).toHaveBeenCalledOnce();
  });

  it('goes back to the phone and says why a new code was refused', async () => {
    const onChangePhone = vi.fn();
    renderCodeStep({ onChangePhone, resendError: 'Попытки исчерпаны. Повторите через час' });
    expect(screen.getByRole('alert')).toHaveTextContent('Попытки исчерпаны');
    await userEvent.click(screen.getByRole('button', { name: 'Изменить номер' }));
    expect(onChangePhone).toHaveBeenCalledOnce();
  });
});
