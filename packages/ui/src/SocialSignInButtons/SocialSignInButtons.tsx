import { Button } from '../Button/Button';
import { Notice } from '../Notice/Notice';
import { ProviderWidget, type ProviderWidgetProps } from '../ProviderWidget/ProviderWidget';
import { List } from './SocialSignInButtons.styles';

/** One identity provider's button. */
export interface SocialSignInProvider {
  /** Provider id, given back to `onSignIn`. */
  id: string;
  /** Button text, e.g. 'Войти через VK ID'. */
  label: string;
  /** The provider's own widget (VK ID's OneTap) in the button's place; the button is its fallback. */
  widget?: Omit<ProviderWidgetProps, 'children'>;
}

/** Props of {@link SocialSignInButtons}. */
export interface SocialSignInButtonsProps {
  /** The providers to offer, in order; nothing is drawn without one. */
  providers: readonly SocialSignInProvider[];
  /** The provider whose sign-in runs: its button spins, the others wait disabled. */
  busy?: string | null;
  /** Called with the pressed provider's id. */
  onSignIn: (id: string) => void;
  /** Why the last sign-in failed, said as an alert. */
  error?: string | null;
  /** A calm status, e.g. that the provider's window was closed. */
  notice?: string | null;
}

/**
 * 'Войти через Google / Apple / VK ID' (spec §2 "Sign-in"): one full-width button per provider,
 * the running one with a spinner, then the failure (an alert) or a calm status. A provider with
 * a `widget` shows it instead, its button only when the widget did not load.
 *
 * @example
 * <SocialSignInButtons providers={[{ id: 'vk', label: 'Войти через VK ID' }]} busy={busy} onSignIn={signIn} />
 */
export function SocialSignInButtons({ providers, busy = null, onSignIn, error, notice }: SocialSignInButtonsProps) {
  if (providers.length === 0) return null;
  return (
    <List>
      {providers.map(({ id, label, widget }) => {
        const button = (
          <Button
            key={id}
            variant="secondary"
            size="lg"
            fullWidth
            loading={busy === id}
            disabled={busy !== null && busy !== id}
            onClick={() => onSignIn(id)}
          >
            {label}
          </Button>
        );
        return widget ? (
          <ProviderWidget key={id} {...widget}>
            {button}
          </ProviderWidget>
        ) : (
          button
        );
      })}
      {error && (
        <Notice $plain tone="danger" role="alert">
          {error}
        </Notice>
      )}
      {notice && (
        <Notice $plain role="status">
          {notice}
        </Notice>
      )}
    </List>
  );
}
