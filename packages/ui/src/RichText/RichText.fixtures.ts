import { parseMarkdown } from '@tarelka/domain';

/** A delivery page as a tenant writes it (after its title). */
export const deliveryText = parseMarkdown(
  [
    '## Зоны доставки',
    '',
    'Возим по городу каждый день. Подробнее — [по телефону](tel:+74950000000) или на [сайте](https://example.com).',
    '',
    '- Москва',
    '- Тверь',
    '',
    '### Стоимость',
    '',
    '| Зона | Доставка | Время |',
    '|---|---|---|',
    '| Центр | бесплатно от 1 000 ₽ | 45 мин |',
    '| Окраины | 300 ₽ | 60–90 мин |',
    '',
    '<script>alert(1)</script> и [злая ссылка](javascript:alert(1)) остаются текстом.',
  ].join('\n'),
);
