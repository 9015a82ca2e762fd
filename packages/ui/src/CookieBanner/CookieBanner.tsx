import { useRef, type MouseEvent } from 'react';
import { Button } from '../Button/Button';
import { OVERLAY_COMPANION, useOverlayCompanion } from '../lib/overlay-companion';
import { Banner, Text } from './CookieBanner.styles';

/** Texts of {@link CookieBanner}. */
export interface CookieBannerLabels {
  /** Name of the banner's region (what it is about, e.g. 'Файлы cookie'; not its button's text). */
  title: string;
  /** The notice. */
  text: string;
  /** Accept button. */
  accept: string;
  /** Decline button (shown with `onDecline`). */
  decline?: string;
  /** Link to the policy. */
  policy: string;
}

/** Props of {@link CookieBanner}. */
export interface CookieBannerProps {
  /** Whether it is shown (until the visitor answers). */
  open: boolean;
  /** Called when the visitor accepts. */
  onAccept: () => void;
  /** Called when the visitor declines; without it (or `labels.decline`) there is no decline button. */
  onDecline?: () => void;
  /** URL of the cookie / privacy policy; no link without it. */
  policyHref?: string;
  /** Called when the policy link is followed, e.g. for client-side routing (it may prevent the default). */
  onPolicyClick?: (event: MouseEvent<HTMLAnchorElement>) => void;
  /** Texts, in the visitor's language. */
  labels: CookieBannerLabels;
}

/**
 * The cookie consent notice pinned to the bottom of the screen (`data-testid="cookie-banner"`),
 * a region named by `labels.title`. It does not block the page and sits under dialogs, so a
 * dialog's actions are never covered.
 *
 * @example
 * <CookieBanner open={!answered} onAccept={accept} onDecline={decline} policyHref="/pravila-prodazhi" labels={labels} />
 */
export function CookieBanner({ open, onAccept, onDecline, policyHref, onPolicyClick, labels }: CookieBannerProps) {
  const banner = useRef<HTMLElement>(null);
  // Dialogs keep clear of it (its height is reserved) and take it into their Tab cycle.
  useOverlayCompanion(banner, open);
  if (!open) return null;
  return (
    // Named for what it is (its title), and usable beside an open dialog (the first visit's location popup).
    <Banner ref={banner} aria-label={labels.title} data-testid="cookie-banner" {...{ [OVERLAY_COMPANION]: '' }}>
      <Text>
        {labels.text}{' '}
        {policyHref && (
          <a href={policyHref} onClick={onPolicyClick}>
            {labels.policy}
          </a>
        )}
      </Text>
      <Button onClick={onAccept}>{labels.accept}</Button>
      {onDecline && labels.decline && (
        <Button variant="secondary" onClick={onDecline}>
          {labels.decline}
        </Button>
      )}
    </Banner>
  );
}
