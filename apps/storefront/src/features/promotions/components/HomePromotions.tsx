import { useEffect } from 'react';
import styled from 'styled-components';
import { Container } from '../../../components/Container/Container';
import { usePromotions } from '../../../lib/api/hooks';
import { lazyComponent } from '../../../lib/lazy/lazy-component';
import { selectRestoId } from '@tarelka/store';
import { useAppSelector } from '@tarelka/store/react';

const Section = styled(Container)`
  padding-top: 16px;
`;

/** At most six promotions on home: the priority part of the list (spec §9). */
const PRIORITY_PART = 6;

// The carousel and its cards (about 2 KiB gzip) are not in the first route (`pnpm size`): their chunk
// loads while the promotions load (see the effect below), so they show as soon as the list does —
// nothing is drawn before either, as before, so nothing shifts.
const PromotionSlides = lazyComponent(() => import('./PromotionSlides').then((m) => m.PromotionSlides));

/**
 * Home's promotions (spec §9): the priority part of the list as a carousel of cards under the
 * 'Акции' heading with the view-all link (`PromotionSlides`); nothing while none are known.
 */
export function HomePromotions() {
  const promotions = usePromotions(useAppSelector(selectRestoId));
  useEffect(() => {
    // In parallel with the promotions' request, not after it; a failed load is tried again on render.
    PromotionSlides.preload().catch(() => {});
  }, []);
  const list = [...(promotions.data ?? [])].sort((a, b) => b.priority - a.priority).slice(0, PRIORITY_PART);
  if (list.length === 0) return null;
  return (
    <Section>
      <PromotionSlides promotions={list} />
    </Section>
  );
}
