import { PromotionsList } from '../../features/promotions/components/PromotionsList';

/** promotions.index (spec §2). */
export default function PromotionsRoute() {
  return <PromotionsList />;
}
