import { phoneSchema, smsCodeSchema, type FormLocale } from '@tarelka/domain/forms';
import { signInApi } from '@tarelka/store';
import { useAppDispatch } from '@tarelka/store/react';
import { Button, Notice, phoneToE164, TextField } from '@tarelka/ui';
import { Formik } from 'formik';
import { useMemo, useState } from 'react';
import { useCheckoutTranslation } from '../../../lib/i18n/checkout-strings';
import styled from 'styled-components';
import { object } from 'yup';
import { formatSeconds, useCountdown } from '../hooks/use-countdown';
import { captchaToken } from '../utils/captcha';
import { asApiError, signInErrorText } from '../utils/errors';

/** Props of {@link PhoneSignIn}. */
export interface PhoneSignInProps {
  /** The tenant's white label, sent with the code request. */
  whiteLabel: string;
  /** reCAPTCHA v3 site key; no captcha without one. */
  captchaSiteKey?: string;
  /** Digits of the SMS code below which it is 'Слишком короткий SMS-код'. */
  codeLength: number;
  /** Called once the API has accepted the code (the profile loads next). */
  onSignedIn: () => void;
}

const Form = styled.form`
  display: grid;
  gap: 16px;
`;
const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px 16px;
  min-height: 44px;
`;

const formLocale = (language: string): FormLocale => (language === 'en' ? 'en' : 'ru');

/**
 * Phone sign-in (spec §4, §5, §8): the phone with a mask ('Введите номер телефона', 'Укажите
 * корректный номер'), a captcha token when configured, then the SMS code ('Введите код из СМС',
 * 'Слишком короткий SMS-код') with a visible countdown to re-request (90 s, as the server says),
 * and each SMS error of the spec under the field that caused it.
 *
 * @example
 * <PhoneSignIn whiteLabel="demo" codeLength={4} onSignedIn={() => setWaiting(true)} />
 */
export function PhoneSignIn({ whiteLabel, captchaSiteKey, codeLength, onSignedIn }: PhoneSignInProps) {
  const { t, i18n } = useCheckoutTranslation();
  const dispatch = useAppDispatch();
  const locale = formLocale(i18n.language);
  const [phone, setPhone] = useState<{ e164: string; shown: string } | null>(null);
  const [resending, setResending] = useState(false);
  const [resendError, setResendError] = useState<string | null>(null);
  // The server's refusal, kept apart from the schema's errors so a later validation cannot hide it.
  const [serverError, setServerError] = useState<string | null>(null);
  const { left, start } = useCountdown();
  const phoneValidation = useMemo(() => object({ phone: phoneSchema(locale) }), [locale]);
  const codeValidation = useMemo(() => object({ code: smsCodeSchema(locale, codeLength) }), [locale, codeLength]);

  /** Asks for a code; resolves to an error text or null. */
  const requestCode = async (e164: string): Promise<string | null> => {
    try {
      const token = await captchaToken(captchaSiteKey, 'sms_code');
      const answer = await dispatch(
        signInApi.endpoints.requestPhoneCode.initiate({
          apiKey: whiteLabel,
          captchaToken: token,
          mode: 'WEB',
          phone: e164,
          whiteLabel,
        }),
      ).unwrap();
      start(answer.resendAfterSeconds);
      return null;
    } catch (error) {
      const apiError = asApiError(error);
      return apiError ? signInErrorText(t, apiError) : t('signIn.errors.captcha');
    }
  };

  const submitPhone = async (values: { phone: string }) => {
    const e164 = phoneToE164(values.phone) ?? values.phone;
    const error = await requestCode(e164);
    setServerError(error);
    if (!error) setPhone({ e164, shown: values.phone });
  };

  const submitCode = async (values: { code: string }) => {
    if (!phone) return;
    try {
      const token = await captchaToken(captchaSiteKey, 'sign_in');
      await dispatch(
        signInApi.endpoints.signInPhone.initiate({
          apiKey: whiteLabel,
          captchaToken: token,
          code: values.code.trim(),
          phone: phone.e164,
        }),
      ).unwrap();
      onSignedIn();
    } catch (error) {
      const apiError = asApiError(error);
      setServerError(apiError ? signInErrorText(t, apiError) : t('signIn.errors.captcha'));
    }
  };

  if (!phone) {
    return (
      <Formik key="phone" initialValues={{ phone: '' }} validationSchema={phoneValidation} onSubmit={submitPhone}>
        {(form) => (
          <Form noValidate onSubmit={form.handleSubmit}>
            <TextField
              label={t('signIn.phone')}
              name="phone"
              mask="phone"
              value={form.values.phone}
              onValueChange={(value) => {
                void form.setFieldValue('phone', value);
                setServerError(null);
              }}
              onBlur={form.handleBlur}
              error={(form.touched.phone ? form.errors.phone : undefined) ?? serverError ?? undefined}
            />
            <Button type="submit" size="lg" fullWidth loading={form.isSubmitting}>
              {t('signIn.getCode')}
            </Button>
            {captchaSiteKey && <Notice $plain>{t('signIn.captchaNote')}</Notice>}
          </Form>
        )}
      </Formik>
    );
  }

  return (
    <Formik key="code" initialValues={{ code: '' }} validationSchema={codeValidation} onSubmit={submitCode}>
      {(form) => (
        <Form noValidate onSubmit={form.handleSubmit}>
          <Notice $plain role="status">
            {t('signIn.codeSent', { phone: phone.shown })}
          </Notice>
          <TextField
            label={t('signIn.code')}
            name="code"
            value={form.values.code}
            onValueChange={(value) => {
              void form.setFieldValue('code', value.replace(/\D/g, '').slice(0, 8));
              setServerError(null);
            }}
            onBlur={form.handleBlur}
            error={(form.touched.code ? form.errors.code : undefined) ?? serverError ?? undefined}
            inputMode="numeric"
            autoComplete="one-time-code"
          />
          <Button type="submit" size="lg" fullWidth loading={form.isSubmitting}>
            {t('signIn.confirm')}
          </Button>
          <Row>
            {left > 0 ? (
              <Notice $plain aria-live="off" data-testid="resend-countdown">
                {t('signIn.resendIn', { time: formatSeconds(left) })}
              </Notice>
            ) : (
              <Button
                variant="text"
                size="sm"
                loading={resending}
                onClick={async () => {
                  setResending(true);
                  setResendError(await requestCode(phone.e164));
                  setResending(false);
                }}
              >
                {t('signIn.resend')}
              </Button>
            )}
            <Button
              variant="text"
              size="sm"
              onClick={() => {
                setPhone(null);
                setResendError(null);
                setServerError(null);
              }}
            >
              {t('signIn.changePhone')}
            </Button>
          </Row>
          {resendError && (
            <Notice $plain tone="danger" role="alert">
              {resendError}
            </Notice>
          )}
        </Form>
      )}
    </Formik>
  );
}
