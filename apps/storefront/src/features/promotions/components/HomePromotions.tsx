import { Carousel, PromotionCard } from '@tarelka/ui';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import styled from 'styled-components';
import { Container } from '../../../components/Container/Container';
import { assetUrl, usePromotions } from '../../../lib/api/hooks';
import { useLinkNavigate } from '../../../lib/link-navigate';
import { selectRestoId } from '@tarelka/store';
import { useAppSelector } from '@tarelka/store/react';

const Section = styled(Container)`
  padding-top: 16px;
`;

/** At most six promotions on home: the priority part of the list (spec §9). */
const PRIORITY_PART = 6;

/**
 * Home's promotions: the kit's `Carousel` of `PromotionCard`s (three side by side on desktop, the
 * next one peeking on phones) under the 'Акции' heading with the view-all link; a card opens the
 * detail as a layer over home. The first picture is the page's LCP image.
 */
export function HomePromotions() {
  const { t } = useTranslation();
  const location = useLocation();
  const follow = useLinkNavigate();
  const promotions = usePromotions(useAppSelector(selectRestoId));
  const list = [...(promotions.data ?? [])].sort((a, b) => b.priority - a.priority).slice(0, PRIORITY_PART);
  if (list.length === 0) return null;
  const state = { background: { pathname: location.pathname, search: location.search, hash: '' }, from: 'home' };
  return (
    <Section>
      <Carousel
        label={t('promotions.carousel')}
        heading="h2"
        action={<Link to="/promotions">{t('promotions.viewAll')}</Link>}
        labels={{
          previous: t('promotions.previous'),
          next: t('promotions.next'),
          slide: (position, total) => t('promotions.slide', { position, total }),
          goTo: (position) => t('promotions.goTo', { position }),
          viewport: t('promotions.slides'),
        }}
        $perView={3}
        $peek
        slides={list.map((promotion, index) => (
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
    </Section>
  );
}
