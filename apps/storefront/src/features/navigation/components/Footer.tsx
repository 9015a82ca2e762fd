import { Link } from 'react-router';
import styled from 'styled-components';
import { appConfig } from '../../../config/tenant';
import { textFor } from '../../../config/tenant-config';
import { NavLinkItem } from './NavLinkItem';
import { useLazyTranslation } from '../../../lib/i18n/lazy-strings';
import { extraRu } from '../../../lib/i18n/locales/extra.ru';

const Foot = styled.footer`
  margin-top: 48px;
  padding: 32px 0 96px;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.textMuted};
  a {
    color: ${({ theme }) => theme.colors.text};
  }
`;
const Inner = styled.div`
  max-width: ${({ theme }) => theme.layout.contentMaxWidth + 48}px;
  margin: 0 auto;
  padding: 0 24px;
  display: grid;
  grid-template-columns: 2fr 1fr;
  gap: 24px;
  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: minmax(0, 1fr);
    padding: 0 16px;
  }
`;
const Links = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  columns: 2;
  column-gap: 24px;
  li {
    break-inside: avoid;
    padding: 6px 0;
  }
  ${({ theme }) => theme.media.mobile} {
    columns: 1;
  }
`;

/** The footer (spec §2): secondary navigation, the tenant's footer text, support and app links. */
export function Footer() {
  const { t, i18n } = useLazyTranslation(extraRu);
  const { footer, navigation, support, appBanner } = appConfig.features;
  const text = textFor(footer.text, i18n.language);
  const extra = footer.links.filter((l) => !navigation.secondary.some((s) => s.href === l.href));
  return (
    <Foot>
      <Inner>
        <nav aria-label={t('nav.secondary')}>
          <Links>
            {navigation.secondary.map((link) => (
              <li key={link.href}>
                <NavLinkItem link={link} />
              </li>
            ))}
            {extra.map((link) => (
              <li key={link.href}>
                <NavLinkItem link={link} />
              </li>
            ))}
            {!extra.some((l) => l.href === '/terms-of-sale') && (
              <li>
                <Link to="/terms-of-sale">{t('termsOfSale.headline')}</Link>
              </li>
            )}
          </Links>
        </nav>
        <div>
          {support && (
            <p>
              <a href={support.url} target="_blank" rel="noopener noreferrer">
                {textFor(support.label, i18n.language)}
              </a>
            </p>
          )}
          {appBanner && (appBanner.ios || appBanner.android) && (
            <p>
              {t('footer.apps')}:{' '}
              {appBanner.ios && (
                <a href={appBanner.ios} target="_blank" rel="noopener noreferrer">
                  App Store
                </a>
              )}
              {appBanner.ios && appBanner.android && ' · '}
              {appBanner.android && (
                <a href={appBanner.android} target="_blank" rel="noopener noreferrer">
                  Google Play
                </a>
              )}
            </p>
          )}
          {text && <p style={{ whiteSpace: 'pre-line' }}>{text}</p>}
          {!text && <p>{t('footer.rights', { year: new Date().getFullYear(), name: appConfig.name })}</p>}
        </div>
      </Inner>
    </Foot>
  );
}
