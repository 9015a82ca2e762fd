import { Button } from '../Button/Button';
import { Banner, Text } from './CookieBanner.styles';

/** Texts of {@link CookieBanner}; Russian by default. */
export interface CookieBannerLabels {
  /** Region name. */
  title: string;
  /** The notice. */
  text: string;
  /** Accept button. */
  accept: string;
  /** Link to the policy. */
  policy: string;
}

/** Props of {@link CookieBanner}. */
export interface CookieBannerProps {
  /** Whether it is shown (until the visitor accepts). */
  open: boolean;
  /** Called when the visitor accepts. */
  onAccept: () => void;
  /** URL of the cookie / privacy policy. */
  policyHref?: string;
  /** Texts for translation. */
  labels?: Partial<CookieBannerLabels>;
}

const defaultLabels: CookieBannerLabels = {
  title: 'Файлы cookie',
  text: 'Мы используем файлы cookie, чтобы сайт работал правильно и удобно.',
  accept: 'Хорошо',
  policy: 'Подробнее',
};

/**
 * The cookie consent notice pinned to the bottom of the screen; it does not block the page.
 *
 * @example
 * <CookieBanner open={!accepted} onAccept={accept} policyHref="/pravila-prodazhi" />
 */
export function CookieBanner({ open, onAccept, policyHref, labels }: CookieBannerProps) {
  const text = { ...defaultLabels, ...labels };
  if (!open) return null;
  return (
    <Banner aria-label={text.title}>
      <Text>
        {text.text} {policyHref && <a href={policyHref}>{text.policy}</a>}
      </Text>
      <Button size="sm" onClick={onAccept}>
        {text.accept}
      </Button>
    </Banner>
  );
}
