import type { FooterLink } from './Footer';

/** The white-label static pages (spec §2), with Russian titles (stories and tests). */
export const footerLinks: FooterLink[] = [
  { label: 'Информация для клиентов', href: '/informaciya-dlya-klientov' },
  { label: 'Уникальные преимущества', href: '/unikalnye-preimushchestva' },
  { label: 'Правила продажи', href: '/pravila-prodazhi' },
  { label: 'Поставщикам', href: '/postavshchikam' },
  { label: 'Поставщикам услуг и продукции', href: '/postavshchikam-uslug-i-produkcii' },
  { label: 'Совместные промо-акции', href: '/sovmestnye-promo-akcii' },
  { label: 'Подарки от партнёров', href: '/podarki-ot-partnerov' },
  { label: 'Доставка', href: '/dostavka' },
];

/** App store links. */
export const footerAppLinks: FooterLink[] = [
  { label: 'App Store', href: 'https://apps.apple.com/app/id0', external: true },
  { label: 'Google Play', href: 'https://play.google.com/store/apps/details?id=x', external: true },
];
