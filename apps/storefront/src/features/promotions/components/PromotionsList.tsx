import { EmptyState, PageHeader, PromotionCard, Skeleton } from '@tarelka/ui';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import styled from 'styled-components';
import { Container } from '../../../components/Container/Container';
import { ErrorState } from '../../../components/ErrorState/ErrorState';
import { assetUrl, usePromotions } from '../../../lib/api/hooks';
import { useLinkNavigate } from '../../../lib/link-navigate';
import { selectRestoId } from '@tarelka/store';
import { useAppSelector } from '@tarelka/store/react';

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(300px, 1fr));
  gap: 16px;
  margin: 0 0 32px;
  padding: 0;
  list-style: none;
  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

/** The promotions list page (spec §2): the kit's `PromotionCard`s; a card opens the detail as a layer over the list. */
export function PromotionsList() {
  const { t } = useTranslation();
  const location = useLocation();
  const follow = useLinkNavigate();
  const promotions = usePromotions(useAppSelector(selectRestoId));
  const list = [...(promotions.data ?? [])].sort((a, b) => b.priority - a.priority);
  const state = { background: { pathname: location.pathname, search: location.search, hash: '' }, from: 'list' };
  return (
    <Container>
      <PageHeader title={t('promotions.headline')} />
      {promotions.error ? (
        <ErrorState error={promotions.error} retryLabel={t('app.retry')} onRetry={promotions.refetch} />
      ) : promotions.data && list.length === 0 ? (
        <EmptyState title={t('promotions.empty')} />
      ) : (
        <Grid aria-busy={!promotions.data}>
          {promotions.data
            ? list.map((promotion, i) => (
                <li key={promotion.id}>
                  <PromotionCard
                    promotion={{
                      id: String(promotion.id),
                      title: promotion.title,
                      description: promotion.description,
                      photo: promotion.photo ? assetUrl(promotion.photo.src) : undefined,
                    }}
                    href={`/promotions/${promotion.id}`}
                    onOpen={(id, event) => follow(`/promotions/${id}`, event, { state })}
                    headingLevel={2}
                    priority={i === 0}
                  />
                </li>
              ))
            : [0, 1, 2].map((i) => (
                <li key={i}>
                  <Skeleton aspectRatio="16 / 9" />
                </li>
              ))}
        </Grid>
      )}
    </Container>
  );
}
