import { ChevronDownIcon } from '../lib/icons';
import { NativeSelect, Wrap } from './LocaleSwitcher.styles';

/** Props of {@link LocaleSwitcher}. */
export interface LocaleSwitcherProps {
  /** Available locale codes ('ru', 'en', 'cnr'). */
  locales: readonly string[];
  /** Current locale. */
  value: string;
  /** Called with the chosen locale. */
  onValueChange: (locale: string) => void;
  /** Display names by code; each language names itself by default. */
  names?: Readonly<Record<string, string>>;
  /** Accessible name, in the visitor's language (e.g. 'Язык'). */
  label: string;
}

const ownNames: Record<string, string> = { ru: 'Русский', en: 'English', cnr: 'Crnogorski' };

/**
 * The language menu (a native select, `data-testid="locale-switcher"`); renders nothing when only
 * one locale is available (spec §1).
 *
 * @example
 * <LocaleSwitcher locales={tenant.locales} value={i18n.language} onValueChange={changeLanguage} label="Язык" />
 */
export function LocaleSwitcher({ locales, value, onValueChange, names, label }: LocaleSwitcherProps) {
  if (locales.length <= 1) return null;
  const nameOf = (code: string) => names?.[code] ?? ownNames[code] ?? code.toUpperCase();
  return (
    <Wrap>
      <NativeSelect
        aria-label={label}
        data-testid="locale-switcher"
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
      >
        {locales.map((code) => (
          <option key={code} value={code} lang={code}>
            {nameOf(code)}
          </option>
        ))}
      </NativeSelect>
      <ChevronDownIcon />
    </Wrap>
  );
}
