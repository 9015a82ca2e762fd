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

// The carousel and its cards (about 2 KiB gzip) are not in the first route (`pnpm size`): home's
// route chunk waits for theirs (preloadHomePromotions, app/routes.ts), and they also start loading
// with the promotions (see the effect below). Drawn after the page around them, the carousel would
// push the menus down by its height (CLS 0.23 at 390 px, e2e/prerender.spec.ts).
const PromotionSlides = lazyComponent(() => import('./PromotionSlides').then((m) => m.PromotionSlides));

/**
 * Loads the carousel's code; never rejects (offline, the carousel tries again when it renders).
 * Home's route awaits it, so its first render draws the carousel with the page.
 */
export function preloadHomePromotions(): Promise<void> {
  return PromotionSlides.preload().then(
    () => undefined,
    () => undefined,
  );
}

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
