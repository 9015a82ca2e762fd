import type { FocusEventHandler, FormEvent } from 'react';
import { Button } from '../Button/Button';
import { Notice } from '../Notice/Notice';
import { TextField } from '../TextField/TextField';
import { Form, Row } from './PhoneSignInForm.styles';
import { formatSeconds, useSecondsLeft } from './use-seconds-left';

/** Texts of {@link PhoneSignInForm}. */
export interface PhoneSignInFormLabels {
  /** The phone field: 'Номер телефона'. */
  phone: string;
  /** 'Получить код'. */
  getCode: string;
  /** The reCAPTCHA note under the phone step. */
  captchaNote: string;
  /** Where the code went, with the number: 'Код отправлен на +7 (916) 123-45-67'. */
  codeSent: string;
  /** The code field: 'Код из СМС'. */
  code: string;
  /** 'Войти'. */
  confirm: string;
  /** The countdown: (time) => 'Запросить код повторно можно через 1:30'. */
  resendIn: (time: string) => string;
  /** 'Запросить код повторно'. */
  resend: string;
  /** Back to the phone step: 'Изменить номер'. */
  changePhone: string;
}

/** Props of {@link PhoneSignInForm}. */
export interface PhoneSignInFormProps {
  /** The phone (with a mask) or the SMS code; also the field's name. */
  step: 'phone' | 'code';
  /** The field's value. */
  value: string;
  /** Called with the new value; the code field gives digits only, at most 8. */
  onValueChange: (value: string) => void;
  /** Called when the field loses focus. */
  onBlur?: FocusEventHandler<HTMLInputElement>;
  /** The field's error, e.g. 'Укажите корректный номер' or the server's refusal. */
  error?: string;
  /** The request runs: the submit button spins. */
  submitting?: boolean;
  /** Called by 'Получить код' / 'Войти'. */
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** The tenant checks a captcha: its note shows under the phone step. */
  captcha?: boolean;
  /** When a new code may be asked for (epoch ms); a countdown shows until then. */
  resendAt?: number | null;
  /** Asks for a new code once the countdown is over. */
  onResend?: () => void;
  /** A new code is being asked for. */
  resending?: boolean;
  /** Why the new code was refused. */
  resendError?: string | null;
  /** Goes back to the phone step. */
  onChangePhone?: () => void;
  /** Texts. */
  labels: PhoneSignInFormLabels;
}

/**
 * Phone sign-in (spec §2 "Sign-in", §8): the phone with a mask and 'Получить код', then the SMS
 * code with 'Войти', a visible countdown until a new code may be asked for, 'Изменить номер', and
 * the new code's refusal as an alert. Validation and the requests are the caller's.
 *
 * @example
 * <PhoneSignInForm step="phone" value={phone} onValueChange={setPhone} onSubmit={askCode} labels={labels} />
 */
export function PhoneSignInForm({
  step,
  value,
  onValueChange,
  onBlur,
  error,
  submitting = false,
  onSubmit,
  captcha = false,
  resendAt = null,
  onResend,
  resending = false,
  resendError,
  onChangePhone,
  labels: text,
}: PhoneSignInFormProps) {
  const left = useSecondsLeft(step === 'code' ? resendAt : null);
  const field = { name: step, value, onBlur, error };
  if (step === 'phone') {
    return (
      <Form noValidate onSubmit={onSubmit}>
        <TextField {...field} label={text.phone} mask="phone" onValueChange={onValueChange} />
        <Button type="submit" size="lg" fullWidth loading={submitting}>
          {text.getCode}
        </Button>
        {captcha && <Notice $plain>{text.captchaNote}</Notice>}
      </Form>
    );
  }
  return (
    <Form noValidate onSubmit={onSubmit}>
      <Notice $plain role="status">
        {text.codeSent}
      </Notice>
      <TextField
        {...field}
        label={text.code}
        onValueChange={(next) => onValueChange(next.replace(/\D/g, '').slice(0, 8))}
        inputMode="numeric"
        autoComplete="one-time-code"
      />
      <Button type="submit" size="lg" fullWidth loading={submitting}>
        {text.confirm}
      </Button>
      <Row>
        {left > 0 ? (
          <Notice $plain aria-live="off" data-testid="resend-countdown">
            {text.resendIn(formatSeconds(left))}
          </Notice>
        ) : (
          onResend && (
            <Button variant="text" size="sm" loading={resending} onClick={onResend}>
              {text.resend}
            </Button>
          )
        )}
        {onChangePhone && (
          <Button variant="text" size="sm" onClick={onChangePhone}>
            {text.changePhone}
          </Button>
        )}
      </Row>
      {resendError && (
        <Notice $plain tone="danger" role="alert">
          {resendError}
        </Notice>
      )}
    </Form>
  );
}
