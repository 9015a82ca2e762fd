import styled from 'styled-components';
import { LocationSummary } from '../../features/location/components/LocationSummary';
import { DayOffDialog } from '../../features/restos/components/DayOffDialog';
import { MenusPage } from '../../features/menu/components/MenusPage';
import { MobileHome } from '../../features/menu/components/MobileHome';
import { HomePromotions, preloadHomePromotions } from '../../features/promotions/components/HomePromotions';
import { Container } from '../../components/Container/Container';
import { useIsMobile } from '../../lib/media';

const Where = styled(Container)`
  padding-top: 12px;
`;

/** What home's first render draws beyond this chunk: the promotions carousel's code (app/routes.ts awaits it). */
export const ready = preloadHomePromotions;

/** home.index (spec §2): the mobile home below 840 px or on a mobile user agent, the desktop menus page otherwise. */
export default function HomeRoute() {
  const mobile = useIsMobile();
  if (mobile) {
    return (
      <>
        <MobileHome
          top={
            <>
              <Where>
                <LocationSummary />
              </Where>
              <HomePromotions />
            </>
          }
        />
        <DayOffDialog />
      </>
    );
  }
  return (
    <>
      <MenusPage top={<HomePromotions />} />
      <DayOffDialog />
    </>
  );
}
