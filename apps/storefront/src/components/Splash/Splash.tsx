import { Splash as UiSplash } from '@tarelka/ui';

/** Props of {@link Splash}. */
export interface SplashProps {
  /** The chain's name, shown when there is no logo and as the logo's text. */
  name: string;
  /** Logo URL, when the tenant has one. */
  logo?: string | null;
  /** Progress from 0 to 1. */
  progress: number;
  /** Accessible label of the progress bar. */
  label: string;
}

/** The startup splash of `@tarelka/ui` with the tenant's logo or name. */
export function Splash({ name, logo, progress, label }: SplashProps) {
  return (
    <div data-testid="splash">
      <UiSplash
        logo={
          logo ? <img src={logo} alt={name} height={64} /> : <strong style={{ fontSize: '1.75rem' }}>{name}</strong>
        }
        progress={Math.min(1, Math.max(0, progress))}
        label={label}
      />
    </div>
  );
}
