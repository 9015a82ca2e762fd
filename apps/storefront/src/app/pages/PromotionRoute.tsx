import { useLocation, useParams } from 'react-router';
import { PromotionDetail } from '../../features/promotions/components/PromotionDetail';
import type { LayerState } from '../layers';
import { useCloseLayer } from './use-close-layer';

/** promotions.show (spec §2): a layer over home or the list; view-all only when from home. */
export default function PromotionRoute() {
  const { promotionId } = useParams();
  const location = useLocation();
  const close = useCloseLayer();
  const fromHome = ((location.state ?? {}) as LayerState).from === 'home';
  return <PromotionDetail promotionId={Number(promotionId)} fromHome={fromHome} onClose={close} />;
}
