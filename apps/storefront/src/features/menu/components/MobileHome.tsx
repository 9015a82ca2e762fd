import { MenuTiles } from '@tarelka/ui';
import { useRestoMenus } from '@tarelka/store/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { assetUrl } from '../../../lib/api/hooks';
import { Container } from '../../../components/Container/Container';
import { ErrorState } from '../../../components/ErrorState/ErrorState';
import { useLinkNavigate } from '../../../lib/link-navigate';
import { MenusPage } from './MenusPage';

/** Props of {@link MobileHome}. */
export interface MobileHomeProps {
  /** Content above the menus (the promotions carousel). */
  top?: ReactNode;
}

/** The mobile home page (spec §2): the promotions carousel and the resto's menus as tiles. */
export function MobileHome({ top }: MobileHomeProps) {
  const { t } = useTranslation();
  const { resto, menus, error, refetch } = useRestoMenus(t('menu.other'));
  const follow = useLinkNavigate();
  // One menu needs no tiles: show its groups at once.
  if (menus.length === 1) return <MenusPage top={top} />;
  return (
    <>
      {top}
      <Container>
        <MenuTiles
          title={resto?.name ?? t('nav.menu')}
          label={t('menu.menus')}
          menus={menus.map(({ menu, sections }) => {
            const photo = sections[0]?.positions[0]?.photos[0];
            return {
              id: String(menu.id),
              name: menu.name,
              href: `/menus/${menu.id}`,
              photo: photo ? assetUrl(photo.src) : undefined,
              count: t('menu.positions', { count: sections.reduce((n, s) => n + s.positions.length, 0) }),
            };
          })}
          fallback={error && <ErrorState error={error} retryLabel={t('app.retry')} onRetry={refetch} />}
          onOpen={(menu, event) => follow(menu.href, event)}
          tileTestId="menu-tile"
        />
      </Container>
    </>
  );
}
