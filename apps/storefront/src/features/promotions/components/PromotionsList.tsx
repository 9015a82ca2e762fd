import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import styled from 'styled-components';
import { Container } from '../../../components/Container/Container';
import { ErrorState } from '../../../components/ErrorState/ErrorState';
import { PageHeader } from '@tarelka/ui';
import { Picture } from '../../../components/Picture/Picture';
import { assetUrl, usePromotions } from '../../../lib/api/hooks';
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
const Card = styled(Link)`
  display: block;
  border-radius: ${({ theme }) => theme.radii.md}px;
  overflow: hidden;
  color: inherit;
  text-decoration: none;
  background: ${({ theme }) => theme.colors.surface};
  h2 {
    margin: 0;
    padding: 12px 16px 4px;
    font-size: ${({ theme }) => theme.typography.size.lg};
  }
  p {
    margin: 0 16px 16px;
    padding: 0;
    color: ${({ theme }) => theme.colors.textMuted};
    display: -webkit-box;
    -webkit-line-clamp: 2;
    -webkit-box-orient: vertical;
    overflow: hidden;
  }
`;

/** The promotions list page (spec §2); a card opens the detail as a layer over the list. */
export function PromotionsList() {
  const { t } = useTranslation();
  const location = useLocation();
  const promotions = usePromotions(useAppSelector(selectRestoId));
  const list = [...(promotions.data ?? [])].sort((a, b) => b.priority - a.priority);
  return (
    <Container>
      <PageHeader title={t('promotions.headline')} />
      {promotions.error ? (
        <ErrorState error={promotions.error} retryLabel={t('app.retry')} onRetry={promotions.refetch} />
      ) : promotions.data && list.length === 0 ? (
        <p>{t('promotions.empty')}</p>
      ) : (
        <Grid>
          {list.map((promotion) => (
            <li key={promotion.id}>
              <Card
                to={`/promotions/${promotion.id}`}
                state={{ background: { pathname: location.pathname, search: location.search, hash: '' }, from: 'list' }}
              >
                <Picture
                  src={promotion.photo ? assetUrl(promotion.photo.src) : null}
                  width={promotion.photo?.width ?? 640}
                  height={promotion.photo?.height ?? 360}
                  ratio="16 / 9"
                  alt=""
                />
                <h2>{promotion.title}</h2>
                <p>{promotion.description}</p>
              </Card>
            </li>
          ))}
        </Grid>
      )}
    </Container>
  );
}
