import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { textFor, type NavLink as NavLinkConfig } from '../../../config/tenant-config';

/** A navigation link from the tenant config: external links open in a new tab with `rel=noopener`. */
export function NavLinkItem({ link, onNavigate }: { link: NavLinkConfig; onNavigate?: () => void }) {
  const { t, i18n } = useTranslation();
  const label = 'key' in link.label ? t(link.label.key) : textFor(link.label, i18n.language);
  if (link.external) {
    return (
      <a href={link.href} target="_blank" rel="noopener noreferrer" onClick={onNavigate}>
        {label}
      </a>
    );
  }
  return (
    <NavLink to={link.href} end onClick={onNavigate}>
      {label}
    </NavLink>
  );
}
