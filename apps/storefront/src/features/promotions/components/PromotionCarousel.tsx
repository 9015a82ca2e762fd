import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import styled from 'styled-components';
import { Container } from '../../../components/Container/Container';
import { Picture } from '../../../components/Picture/Picture';
import { assetUrl, usePromotions } from '../../../lib/api/hooks';
import { selectRestoId } from '@tarelka/store';
import { useAppSelector } from '@tarelka/store/react';

const Section = styled.section`
  padding: 16px 0 0;
`;
const Head = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.typography.size.xl};
  }
`;
const Track = styled.ul`
  display: grid;
  grid-auto-flow: column;
  grid-auto-columns: calc((100% - 32px) / 3);
  gap: 16px;
  margin: 12px 0 0;
  padding: 0 0 8px;
  list-style: none;
  overflow-x: auto;
  scroll-snap-type: x mandatory;
  scrollbar-width: thin;
  li {
    scroll-snap-align: start;
  }
  ${({ theme }) => theme.media.mobile} {
    grid-auto-columns: 85%;
    gap: 12px;
  }
`;
const Card = styled(Link)`
  display: block;
  border-radius: ${({ theme }) => theme.radii.md}px;
  overflow: hidden;
  color: inherit;
  text-decoration: none;
  background: ${({ theme }) => theme.colors.surface};
  span {
    display: block;
    padding: 8px 12px 12px;
    font-weight: ${({ theme }) => theme.typography.weight.medium};
    white-space: nowrap;
    overflow: hidden;
    text-overflow: ellipsis;
  }
`;

/** At most six promotions on home: the priority part of the list (spec §9). */
const PRIORITY_PART = 6;

/** The promotions carousel on home; a card opens the detail as a layer over home. */
export function PromotionCarousel() {
  const { t } = useTranslation();
  const location = useLocation();
  const promotions = usePromotions(useAppSelector(selectRestoId));
  const trackRef = useRef<HTMLUListElement>(null);
  const list = [...(promotions.data ?? [])].sort((a, b) => b.priority - a.priority).slice(0, PRIORITY_PART);
  if (list.length === 0) return null;
  return (
    <Container>
      <Section aria-labelledby="promotions-carousel-title">
        <Head>
          <h2 id="promotions-carousel-title">{t('promotions.carousel')}</h2>
          <Link to="/promotions">{t('promotions.viewAll')}</Link>
        </Head>
        <Track ref={trackRef}>
          {list.map((promotion, index) => (
            <li key={promotion.id}>
              <Card
                to={`/promotions/${promotion.id}`}
                state={{ background: { pathname: location.pathname, search: location.search, hash: '' }, from: 'home' }}
                data-testid="promotion-card"
              >
                <Picture
                  src={promotion.photo ? assetUrl(promotion.photo.src) : null}
                  width={promotion.photo?.width ?? 640}
                  height={promotion.photo?.height ?? 360}
                  ratio="16 / 9"
                  alt=""
                  // The first slide is the home page's largest picture (its LCP): no lazy wait.
                  loading={index === 0 ? 'eager' : 'lazy'}
                  fetchPriority={index === 0 ? 'high' : undefined}
                />
                <span>{promotion.title}</span>
              </Card>
            </li>
          ))}
        </Track>
      </Section>
    </Container>
  );
}
