import { navigationToggled, selectNavigationOpen } from '@tarelka/store';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Modal } from '../../../components/Modal/Modal';
import { appConfig } from '../../../config/tenant';
import { textFor } from '../../../config/tenant-config';
import { useAppDispatch, useAppSelector } from '@tarelka/store/react';
import { LocaleSwitcher } from './LocaleSwitcher';
import { NavLinkItem } from './NavLinkItem';

const Links = styled.ul`
  list-style: none;
  margin: 0 0 16px;
  padding: 0;
  a {
    display: flex;
    align-items: center;
    min-height: 48px;
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
  }
  a[aria-current='page'] {
    color: ${({ theme }) => theme.colors.primaryText};
    font-weight: ${({ theme }) => theme.typography.weight.bold};
  }
`;
const Heading = styled.h3`
  margin: 16px 0 4px;
  font-size: ${({ theme }) => theme.typography.size.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** The navigation drawer (spec §2): primary and secondary links, language, support. */
export function Drawer({ location }: { location?: ReactNode }) {
  const { t, i18n } = useTranslation();
  const dispatch = useAppDispatch();
  const open = useAppSelector(selectNavigationOpen);
  const close = () => dispatch(navigationToggled(false));
  return (
    <Modal open={open} title={appConfig.name} onClose={close} maxWidth="24rem" testId="drawer">
      {location}
      <nav aria-label={t('nav.primary')}>
        <Links>
          {appConfig.features.navigation.primary.map((link) => (
            <li key={link.href}>
              <NavLinkItem link={link} onNavigate={close} />
            </li>
          ))}
          <li>
            <NavLinkItem link={{ label: { key: 'nav.signIn' }, href: '/auth', external: false }} onNavigate={close} />
          </li>
        </Links>
      </nav>
      <nav aria-label={t('nav.secondary')}>
        <Heading>{t('nav.secondary')}</Heading>
        <Links>
          {appConfig.features.navigation.secondary.map((link) => (
            <li key={link.href}>
              <NavLinkItem link={link} onNavigate={close} />
            </li>
          ))}
        </Links>
      </nav>
      <LocaleSwitcher />
      {appConfig.features.support && (
        <p>
          <a href={appConfig.features.support.url} target="_blank" rel="noopener noreferrer">
            {textFor(appConfig.features.support.label, i18n.language)}
          </a>
        </p>
      )}
    </Modal>
  );
}
