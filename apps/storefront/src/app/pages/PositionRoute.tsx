import { useParams } from 'react-router';
import { PositionDetail } from '../../features/position/components/PositionDetail';
import { useCloseLayer } from './use-close-layer';

/** menus.positions.show (spec §2): the position detail as a top layer over the menu. */
export default function PositionRoute() {
  const { positionId } = useParams();
  const close = useCloseLayer();
  return <PositionDetail key={positionId} positionId={Number(positionId)} onClose={close} />;
}
