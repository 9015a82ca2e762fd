import type { PhoneSignInFormLabels } from './PhoneSignInForm';

/** Russian texts of {@link PhoneSignInForm} for stories and tests (spec §2, §8). */
export const phoneSignInFormLabels: PhoneSignInFormLabels = {
  phone: 'Номер телефона',
  getCode: 'Получить код',
  captchaNote: 'Сайт защищён reCAPTCHA',
  codeSent: 'Мы отправили код на номер +7 (916) 123-45-67',
  code: 'Код из СМС',
  confirm: 'Войти',
  resendIn: (time) => `Запросить код повторно можно через ${time}`,
  resend: 'Запросить код повторно',
  changePhone: 'Изменить номер',
};
