import { Carousel, PromotionCard } from '@tarelka/ui';
import type { Promotion } from '../../../lib/api/hooks';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { assetUrl } from '../../../lib/api/hooks';
import { useLinkNavigate } from '../../../lib/link-navigate';

/** Props of {@link PromotionSlides}. */
export interface PromotionSlidesProps {
  /** The promotions to show, in order. */
  promotions: readonly Promotion[];
}

/**
 * The kit's `Carousel` of `PromotionCard`s (three side by side on desktop, the next one peeking on
 * phones) under the 'Акции' heading with the view-all link; a card opens the detail as a layer over
 * home. The first picture is the page's LCP image. A chunk of its own (`HomePromotions` loads it
 * while the promotions load), out of the first route.
 */
export function PromotionSlides({ promotions }: PromotionSlidesProps) {
  const { t } = useTranslation();
  const location = useLocation();
  const follow = useLinkNavigate();
  const state = { background: { pathname: location.pathname, search: location.search, hash: '' }, from: 'home' };
  return (
    <Carousel
      label={t('promotions.carousel')}
      heading="h2"
      action={
        <a href="/promotions" onClick={(event) => follow('/promotions', event)}>
          {t('promotions.viewAll')}
        </a>
      }
      labels={{
        previous: t('promotions.previous'),
        next: t('promotions.next'),
        slide: (position, total) => t('promotions.slide', { position, total }),
        goTo: (position) => t('promotions.goTo', { position }),
        viewport: t('promotions.slides'),
      }}
      $perView={3}
      $peek
      slides={promotions.map((promotion, index) => (
        <PromotionCard
          key={promotion.id}
          promotion={{
            id: String(promotion.id),
            title: promotion.title,
            photo: promotion.photo ? assetUrl(promotion.photo.src) : undefined,
          }}
          href={`/promotions/${promotion.id}`}
          onOpen={(id, event) => follow(`/promotions/${id}`, event, { state })}
          priority={index === 0}
          testId="promotion-card"
        />
      ))}
    />
  );
}
