import { Carousel, PromotionCard } from '../index';
import type { PromotionCardData } from '../index';
import { ru } from './screens.fixtures';

/** Props of {@link PromotionStrip}. */
export interface PromotionStripProps {
  /** Promotions in priority order. */
  promotions: readonly PromotionCardData[];
}

/** The promotions carousel at the top of the home screen: three side by side on desktop, the next one peeking on phones. */
export function PromotionStrip({ promotions }: PromotionStripProps) {
  return (
    <Carousel
      label={ru.promotions.carousel}
      heading="h2"
      action={<a href="/promotions">{ru.promotions.viewAll}</a>}
      labels={ru.carousel}
      $perView={3}
      $peek
      slides={promotions.map((promotion, index) => (
        <PromotionCard
          key={promotion.id}
          promotion={promotion}
          href={`/promotions/${promotion.id}`}
          priority={index === 0}
        />
      ))}
    />
  );
}
