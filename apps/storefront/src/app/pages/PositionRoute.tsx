import { useEffect } from 'react';
import { useParams } from 'react-router';
import { preloadCartSheet } from '../../features/cart/components/LazyCartSheet';
import { PositionDetail } from '../../features/position/components/PositionDetail';
import { useCloseLayer } from './use-close-layer';

/** menus.positions.show (spec §2): the position detail as a top layer over the menu. */
export default function PositionRoute() {
  const { positionId } = useParams();
  const close = useCloseLayer();
  // The cart bar's code is in by the time "Добавить" is pressed, rather than fetched in that click.
  useEffect(preloadCartSheet, []);
  return <PositionDetail key={positionId} positionId={Number(positionId)} onClose={close} />;
}
