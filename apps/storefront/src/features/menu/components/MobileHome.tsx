import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styled from 'styled-components';
import { assetUrl } from '../../../lib/api/hooks';
import { Container } from '../../../components/Container/Container';
import { ErrorState } from '../../../components/ErrorState/ErrorState';
import { Picture } from '../../../components/Picture/Picture';
import { useRestoMenus } from '../../../lib/api/use-resto-menus';
import { MenusPage } from './MenusPage';

/** Props of {@link MobileHome}. */
export interface MobileHomeProps {
  /** Content above the menus (the promotions carousel). */
  top?: ReactNode;
}

const Title = styled.h1`
  margin: 16px 0 12px;
  font-size: ${({ theme }) => theme.typography.size.xl};
`;
const List = styled.ul`
  list-style: none;
  margin: 0 0 24px;
  padding: 0;
  display: grid;
  gap: 12px;
  grid-template-columns: repeat(2, minmax(0, 1fr));
`;
const Tile = styled(Link)`
  display: flex;
  flex-direction: column;
  border-radius: ${({ theme }) => theme.radii.md}px;
  background: ${({ theme }) => theme.colors.surface};
  color: inherit;
  text-decoration: none;
  overflow: hidden;
  span {
    padding: 8px 12px 12px;
    font-weight: ${({ theme }) => theme.typography.weight.medium};
  }
`;
const Count = styled.small`
  display: block;
  padding: 0 12px 12px;
  margin-top: -8px;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** The mobile home page (spec §2): the promotions carousel and the resto's menus as tiles. */
export function MobileHome({ top }: MobileHomeProps) {
  const { t } = useTranslation();
  const { resto, menus, error, refetch } = useRestoMenus();
  // One menu needs no tiles: show its groups at once.
  if (menus.length === 1) return <MenusPage top={top} />;
  return (
    <>
      {top}
      <Container>
        <Title>{resto?.name ?? t('nav.menu')}</Title>
        {error ? (
          <ErrorState error={error} retryLabel={t('app.retry')} onRetry={refetch} />
        ) : (
          <List aria-label={t('menu.menus')}>
            {menus.map(({ menu, sections }) => {
              const photo = sections[0]?.positions[0]?.photos[0];
              const count = sections.reduce((n, s) => n + s.positions.length, 0);
              return (
                <li key={menu.id}>
                  <Tile to={`/menus/${menu.id}`} data-testid="menu-tile">
                    <Picture
                      src={photo ? assetUrl(photo.src) : null}
                      width={320}
                      height={240}
                      ratio="4 / 3"
                      fit="contain"
                      alt=""
                    />
                    <span>{menu.name}</span>
                    <Count>{t('menu.positions', { count })}</Count>
                  </Tile>
                </li>
              );
            })}
          </List>
        )}
      </Container>
    </>
  );
}
