import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { appConfig } from '../../../config/tenant';

const Select = styled.select`
  height: 44px;
  padding: 0 8px;
  border-radius: ${({ theme }) => theme.radii.sm}px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  cursor: pointer;
`;

/** The language menu (spec §2); shown only when the tenant offers more than one locale. */
export function LocaleSwitcher() {
  const { t, i18n } = useTranslation();
  if (appConfig.locales.length < 2) return null;
  return (
    <Select
      aria-label={t('locale.label')}
      value={i18n.language}
      onChange={(e) => void i18n.changeLanguage(e.target.value)}
      data-testid="locale-switcher"
    >
      {appConfig.locales.map((locale) => (
        <option key={locale} value={locale} lang={locale}>
          {t(`locale.${locale}`)}
        </option>
      ))}
    </Select>
  );
}
