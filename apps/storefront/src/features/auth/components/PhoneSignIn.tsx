import { phoneSchema, smsCodeSchema, toFormLocale } from '@tarelka/domain/forms';
import { signInApi } from '@tarelka/store';
import { useAppDispatch } from '@tarelka/store/react';
import { phoneToE164, PhoneSignInForm } from '@tarelka/ui';
import { Formik } from 'formik';
import { useMemo, useState } from 'react';
import { useCheckoutTranslation } from '../../../lib/i18n/checkout-strings';
import { object } from 'yup';
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

/** The epoch ms `seconds` from now: when a new code may be asked for. */
const secondsFromNow = (seconds: number) => Date.now() + seconds * 1000;

/**
 * Phone sign-in (spec §4, §5, §8) on the kit's `PhoneSignInForm`: the phone with a mask ('Введите
 * номер телефона', 'Укажите корректный номер'), a captcha token when configured, then the SMS code
 * ('Введите код из СМС', 'Слишком короткий SMS-код') with a visible countdown to re-request (90 s,
 * as the server says), and each SMS error of the spec under the field that caused it.
 *
 * @example
 * <PhoneSignIn whiteLabel="demo" codeLength={4} onSignedIn={() => setWaiting(true)} />
 */
export function PhoneSignIn({ whiteLabel, captchaSiteKey, codeLength, onSignedIn }: PhoneSignInProps) {
  const { t, i18n } = useCheckoutTranslation();
  const dispatch = useAppDispatch();
  const locale = toFormLocale(i18n.language);
  const [phone, setPhone] = useState<{ e164: string; shown: string } | null>(null);
  const [resendAt, setResendAt] = useState<number | null>(null);
  const [resending, setResending] = useState(false);
  const [resendError, setResendError] = useState<string | null>(null);
  // The server's refusal, kept apart from the schema's errors so a later validation cannot hide it.
  const [serverError, setServerError] = useState<string | null>(null);
  // One field per step, named after it: the phone, then the code.
  const step = phone ? 'code' : 'phone';
  const validation = useMemo(
    () => object({ [step]: step === 'phone' ? phoneSchema(locale) : smsCodeSchema(locale, codeLength) }),
    [step, locale, codeLength],
  );

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
      setResendAt(secondsFromNow(answer.resendAfterSeconds));
      return null;
    } catch (error) {
      const apiError = asApiError(error);
      return apiError ? signInErrorText(t, apiError) : t('signIn.errors.captcha');
    }
  };

  const submitPhone = async (shown: string) => {
    const e164 = phoneToE164(shown) ?? shown;
    const error = await requestCode(e164);
    setServerError(error);
    if (!error) setPhone({ e164, shown });
  };

  const submitCode = async (code: string, e164: string) => {
    try {
      const token = await captchaToken(captchaSiteKey, 'sign_in');
      await dispatch(
        signInApi.endpoints.signInPhone.initiate({
          apiKey: whiteLabel,
          captchaToken: token,
          code: code.trim(),
          phone: e164,
        }),
      ).unwrap();
      onSignedIn();
    } catch (error) {
      const apiError = asApiError(error);
      setServerError(apiError ? signInErrorText(t, apiError) : t('signIn.errors.captcha'));
    }
  };

  return (
    <Formik
      key={step}
      initialValues={{ [step]: '' }}
      validationSchema={validation}
      onSubmit={(values) => (phone ? submitCode(values.code ?? '', phone.e164) : submitPhone(values.phone ?? ''))}
    >
      {(form) => (
        <PhoneSignInForm
          step={step}
          value={form.values[step] ?? ''}
          onValueChange={(value) => {
            void form.setFieldValue(step, value);
            setServerError(null);
          }}
          onBlur={form.handleBlur}
          error={(form.touched[step] ? form.errors[step] : undefined) ?? serverError ?? undefined}
          submitting={form.isSubmitting}
          onSubmit={form.handleSubmit}
          captcha={Boolean(captchaSiteKey)}
          resendAt={resendAt}
          resending={resending}
          resendError={resendError}
          onResend={async () => {
            if (!phone) return;
            setResending(true);
            setResendError(await requestCode(phone.e164));
            setResending(false);
          }}
          onChangePhone={() => {
            setPhone(null);
            setResendError(null);
            setServerError(null);
          }}
          labels={{
            phone: t('signIn.phone'),
            getCode: t('signIn.getCode'),
            captchaNote: t('signIn.captchaNote'),
            codeSent: t('signIn.codeSent', { phone: phone?.shown }),
            code: t('signIn.code'),
            confirm: t('signIn.confirm'),
            resendIn: (time) => t('signIn.resendIn', { time }),
            resend: t('signIn.resend'),
            changePhone: t('signIn.changePhone'),
          }}
        />
      )}
    </Formik>
  );
}
