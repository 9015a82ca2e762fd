// The hosted pages of the test gateway: plain server-rendered HTML (no script), in Russian or
// English, built to WCAG 2.1 AA: labelled fields with autocomplete hints, an error summary that
// is announced and linked to its fields, visible focus, and sufficient contrast.
import { TEST_3DS_CODE, TEST_CARDS } from './test-gateway';

/** Languages of the hosted pages. */
export type PageLang = 'ru' | 'en';

const TEXT = {
  ru: {
    title: 'Оплата заказа',
    testMode: 'Тестовый режим: деньги не списываются.',
    amount: 'К оплате',
    card: 'Номер карты',
    exp: 'Срок действия (ММ/ГГ)',
    cvc: 'CVC',
    cvcHint: '3 цифры на обороте карты',
    pay: 'Оплатить',
    cancel: 'Отменить оплату',
    cards: 'Тестовые карты',
    cardSuccess: 'успешная оплата',
    cardDecline: 'отказ банка',
    card3ds: 'подтверждение кодом (3-D Secure)',
    cardNote: 'Срок действия — любая будущая дата, CVC — любые 3 цифры.',
    errors: 'Исправьте ошибки',
    badCard: 'Проверьте номер карты',
    badExp: 'Укажите срок действия карты в формате ММ/ГГ, не в прошлом',
    badCvc: 'Укажите CVC: 3 цифры',
    threeDsTitle: 'Подтверждение платежа',
    threeDsText: 'Банк отправил код подтверждения.',
    threeDsHint: `Тестовый код: ${TEST_3DS_CODE}`,
    code: 'Код подтверждения',
    confirm: 'Подтвердить',
    paid: 'Оплата прошла',
    failed: 'Оплата не прошла',
    canceled: 'Оплата отменена',
    back: 'Вернуться в магазин',
    closeTab: 'Эту страницу можно закрыть.',
    notFound: 'Платёж не найден',
    switchTo: 'English',
  },
  en: {
    title: 'Order payment',
    testMode: 'Test mode: no money is charged.',
    amount: 'Amount due',
    card: 'Card number',
    exp: 'Expiry date (MM/YY)',
    cvc: 'CVC',
    cvcHint: '3 digits on the back of the card',
    pay: 'Pay',
    cancel: 'Cancel payment',
    cards: 'Test cards',
    cardSuccess: 'payment succeeds',
    cardDecline: 'declined by the bank',
    card3ds: 'confirmation code (3-D Secure)',
    cardNote: 'Expiry: any future date; CVC: any 3 digits.',
    errors: 'Please fix the errors',
    badCard: 'Check the card number',
    badExp: 'Enter the expiry date as MM/YY, not in the past',
    badCvc: 'Enter the CVC: 3 digits',
    threeDsTitle: 'Confirm the payment',
    threeDsText: 'Your bank has sent a confirmation code.',
    threeDsHint: `Test code: ${TEST_3DS_CODE}`,
    code: 'Confirmation code',
    confirm: 'Confirm',
    paid: 'Payment successful',
    failed: 'Payment failed',
    canceled: 'Payment canceled',
    back: 'Back to the store',
    closeTab: 'You can close this page.',
    notFound: 'Payment not found',
    switchTo: 'Русский',
  },
} as const;

/** The page texts of a language. */
export const pageText = (lang: PageLang) => TEXT[lang];

const escape = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** Minor units as a localised amount: 150050, 'RUB', 'ru' → '1 500,50 ₽'. */
export function formatAmount(minor: number, currency: string, lang: PageLang): string {
  return new Intl.NumberFormat(lang === 'ru' ? 'ru-RU' : 'en-GB', { style: 'currency', currency }).format(minor / 100);
}

const STYLE = `
*{box-sizing:border-box}
body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1a1a1a;background:#f3f4f6}
main{max-width:28rem;margin:0 auto;padding:1.5rem 1rem}
.card{background:#fff;border-radius:12px;padding:1.5rem;box-shadow:0 1px 3px rgba(0,0,0,.12)}
h1{font-size:1.5rem;margin:0 0 .5rem}
h2{font-size:1.125rem;margin:1.5rem 0 .5rem}
.note{margin:0 0 1rem;padding:.5rem .75rem;background:#fff8db;border-left:4px solid #8a6d00;color:#4a3b00}
.amount{font-size:1.25rem;font-weight:600;margin:0 0 1rem}
label{display:block;font-weight:600;margin:1rem 0 .25rem}
.hint{display:block;font-size:.875rem;color:#4b5563;font-weight:400}
input{width:100%;font:inherit;padding:.625rem .75rem;border:1px solid #6b7280;border-radius:8px}
input[aria-invalid=true]{border:2px solid #b00020}
.error{color:#b00020;font-size:.875rem;margin:.25rem 0 0}
.row{display:flex;gap:1rem}.row>div{flex:1}
button,.button{display:inline-block;width:100%;margin-top:1.5rem;padding:.75rem 1rem;font:inherit;font-weight:600;border-radius:8px;border:2px solid #0b57d0;background:#0b57d0;color:#fff;cursor:pointer;text-align:center;text-decoration:none}
.secondary{background:#fff;color:#0b57d0;margin-top:.75rem}
:focus-visible{outline:3px solid #1a1a1a;outline-offset:2px}
.summary{border:2px solid #b00020;border-radius:8px;padding:.75rem 1rem;margin:0 0 1rem}
.summary h2{margin:0 0 .25rem;font-size:1rem;color:#b00020}
.summary a{color:#b00020}
table{border-collapse:collapse;width:100%;font-size:.875rem}
th,td{text-align:left;padding:.25rem .5rem .25rem 0;border-bottom:1px solid #d1d5db}
code{font-family:ui-monospace,monospace;white-space:nowrap}
.lang{text-align:right;margin:0 0 .5rem}
.lang a{color:#0b57d0}
`;

function layout(lang: PageLang, title: string, body: string, switchHref?: string): string {
  const t = TEXT[lang];
  const switcher = switchHref
    ? `<p class="lang"><a href="${escape(switchHref)}" lang="${lang === 'ru' ? 'en' : 'ru'}">${t.switchTo}</a></p>`
    : '';
  return `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escape(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
${switcher}<div class="card">
${body}
</div>
</main>
</body>
</html>`;
}

/** Field errors of the card form. */
export interface CardFormErrors {
  card?: string;
  exp?: string;
  cvc?: string;
}

/** Inputs of {@link cardPage}. */
export interface CardPageInput {
  lang: PageLang;
  paymentId: string;
  amount: number;
  currency: string;
  description: string;
  values?: { card?: string; exp?: string };
  errors?: CardFormErrors;
}

/** The card form of a pending test payment. */
export function cardPage(input: CardPageInput): string {
  const { lang } = input;
  const t = TEXT[lang];
  const base = `/1/payments/test/${encodeURIComponent(input.paymentId)}`;
  const errors = input.errors ?? {};
  const fields = (['card', 'exp', 'cvc'] as const).filter((f) => errors[f]);
  const summary = fields.length
    ? `<div class="summary" role="alert" tabindex="-1" id="summary"><h2>${t.errors}</h2><ul>${fields
        .map((f) => `<li><a href="#${f}">${escape(errors[f]!)}</a></li>`)
        .join('')}</ul></div>`
    : '';
  const field = (name: 'card' | 'exp' | 'cvc', label: string, attrs: string, value = '', hint?: string) => {
    const error = errors[name];
    const described = [hint ? `${name}-hint` : '', error ? `${name}-error` : ''].filter(Boolean).join(' ');
    return `<label for="${name}">${label}${hint ? `<span class="hint" id="${name}-hint">${hint}</span>` : ''}</label>
<input id="${name}" name="${name}" ${attrs} value="${escape(value)}" required${error ? ' aria-invalid="true"' : ''}${described ? ` aria-describedby="${described}"` : ''}>
${error ? `<p class="error" id="${name}-error">${escape(error)}</p>` : ''}`;
  };
  const amount = formatAmount(input.amount, input.currency, lang);
  const body = `<h1>${t.title}</h1>
<p class="note">${t.testMode}</p>
${summary}
<p>${escape(input.description)}</p>
<p class="amount">${t.amount}: ${amount}</p>
<form method="post" action="${base}/pay" novalidate>
<input type="hidden" name="lang" value="${lang}">
${field('card', t.card, 'type="text" inputmode="numeric" autocomplete="cc-number" maxlength="23"', input.values?.card)}
<div class="row"><div>
${field('exp', t.exp, 'type="text" inputmode="numeric" autocomplete="cc-exp" maxlength="7" placeholder="12/30"', input.values?.exp)}
</div><div>
${field('cvc', t.cvc, 'type="password" inputmode="numeric" autocomplete="cc-csc" maxlength="4"', '', t.cvcHint)}
</div></div>
<button type="submit">${t.pay} ${amount}</button>
</form>
<form method="post" action="${base}/cancel">
<input type="hidden" name="lang" value="${lang}">
<button type="submit" class="secondary">${t.cancel}</button>
</form>
<h2>${t.cards}</h2>
<table>
<thead><tr><th scope="col">${t.card}</th><th scope="col">${lang === 'ru' ? 'Что произойдёт' : 'What happens'}</th></tr></thead>
<tbody>
<tr><td><code>${groups(TEST_CARDS.success)}</code></td><td>${t.cardSuccess}</td></tr>
<tr><td><code>${groups(TEST_CARDS.decline)}</code></td><td>${t.cardDecline}</td></tr>
<tr><td><code>${groups(TEST_CARDS.threeDSecure)}</code></td><td>${t.card3ds}</td></tr>
</tbody>
</table>
<p class="hint">${t.cardNote}</p>`;
  return layout(
    lang,
    `${fields.length ? `${t.errors}: ` : ''}${t.title}`,
    body,
    `${base}?lang=${lang === 'ru' ? 'en' : 'ru'}`,
  );
}

const groups = (digits: string) => digits.replace(/(\d{4})(?=\d)/g, '$1 ');

/** The 3-D Secure-like step. */
export function threeDsPage(input: {
  lang: PageLang;
  paymentId: string;
  amount: number;
  currency: string;
  error?: boolean;
}): string {
  const { lang } = input;
  const t = TEXT[lang];
  const base = `/1/payments/test/${encodeURIComponent(input.paymentId)}`;
  const body = `<h1>${t.threeDsTitle}</h1>
<p class="note">${t.testMode}</p>
<p class="amount">${t.amount}: ${formatAmount(input.amount, input.currency, lang)}</p>
<p>${t.threeDsText}</p>
<form method="post" action="${base}/3ds" novalidate>
<input type="hidden" name="lang" value="${lang}">
<label for="code">${t.code}<span class="hint" id="code-hint">${t.threeDsHint}</span></label>
<input id="code" name="code" type="text" inputmode="numeric" autocomplete="one-time-code" maxlength="8" required aria-describedby="code-hint">
<button type="submit">${t.confirm}</button>
</form>`;
  return layout(lang, t.threeDsTitle, body, `${base}/3ds?lang=${lang === 'ru' ? 'en' : 'ru'}`);
}

/** The outcome, for a payment without a return URL (or already settled). */
export function resultPage(input: {
  lang: PageLang;
  status: 'PAID' | 'FAILED' | 'CANCELED' | 'PENDING';
  returnUrl?: string | null;
}): string {
  const t = TEXT[input.lang];
  const title =
    input.status === 'PAID'
      ? t.paid
      : input.status === 'CANCELED'
        ? t.canceled
        : input.status === 'FAILED'
          ? t.failed
          : t.title;
  const next = input.returnUrl
    ? `<a class="button" href="${escape(input.returnUrl)}">${t.back}</a>`
    : `<p>${t.closeTab}</p>`;
  return layout(input.lang, title, `<h1 role="status">${title}</h1>\n${next}`);
}

/** Unknown payment. */
export function notFoundPage(lang: PageLang): string {
  return layout(lang, TEXT[lang].notFound, `<h1>${TEXT[lang].notFound}</h1>`);
}

/** Checks the card form: field errors in the page's language, or none. */
export function validateCardForm(
  form: { card?: string; exp?: string; cvc?: string },
  cardValid: boolean,
  now: number,
  lang: PageLang,
): CardFormErrors {
  const t = TEXT[lang];
  const errors: CardFormErrors = {};
  if (!cardValid) errors.card = t.badCard;
  const exp = /^(0[1-9]|1[0-2])\s*\/\s*(\d{2})$/.exec(form.exp?.trim() ?? '');
  const date = new Date(now);
  const current = (date.getUTCFullYear() % 100) * 12 + date.getUTCMonth() + 1;
  if (!exp || Number(exp[2]) * 12 + Number(exp[1]) < current) errors.exp = t.badExp;
  if (!/^\d{3,4}$/.test(form.cvc?.trim() ?? '')) errors.cvc = t.badCvc;
  return errors;
}

/** A short message page (hand-off refusals). */
export function messagePage(
  lang: PageLang,
  title: string,
  text: string,
  link?: { href: string; label: string },
): string {
  const action = link ? `<a class="button" href="${escape(link.href)}">${escape(link.label)}</a>` : '';
  return layout(lang, title, `<h1>${escape(title)}</h1>\n<p>${escape(text)}</p>\n${action}`);
}
