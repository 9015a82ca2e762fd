import { isRestoOpen } from '@tarelka/domain';
import { useLazyTranslation } from '../../../lib/i18n/lazy-strings';
import { restosRu } from '../../../lib/i18n/locales/restos.ru';
import { Link } from 'react-router';
import styled from 'styled-components';
import { Container } from '../../../components/Container/Container';
import { ErrorState } from '../../../components/ErrorState/ErrorState';
import { PageHeader } from '@tarelka/ui';
import { Picture } from '../../../components/Picture/Picture';
import { toOpeningHours } from '../../../lib/api/bridge';
import { assetUrl, useRestos } from '../../../lib/api/hooks';
import { selectCityId } from '@tarelka/store';
import { useAppSelector } from '@tarelka/store/react';
import { useServerNow } from '../../../lib/time';
import { useScheduleText, weekdayAt } from '../hooks/use-schedule-text';

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
  height: 100%;
  border-radius: ${({ theme }) => theme.radii.md}px;
  overflow: hidden;
  color: inherit;
  text-decoration: none;
  background: ${({ theme }) => theme.colors.surface};
  div {
    padding: 12px 16px 16px;
  }
  h2 {
    margin: 0 0 4px;
    font-size: ${({ theme }) => theme.typography.size.lg};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;
export const Status = styled.strong<{ $open: boolean }>`
  color: ${({ theme, $open }) => ($open ? theme.colors.success : theme.colors.danger)};
`;

/** The restaurants of the chosen city (spec §2). */
export function RestosList() {
  const { t } = useLazyTranslation(restosRu);
  const restos = useRestos(useAppSelector(selectCityId));
  const { today } = useScheduleText();
  const now = useServerNow();
  const list = [...(restos.data ?? [])].sort((a, b) => a.order - b.order);
  return (
    <Container>
      <PageHeader title={t('restos.headline')} />
      {restos.error ? (
        <ErrorState error={restos.error} retryLabel={t('app.retry')} onRetry={restos.refetch} />
      ) : (
        <Grid>
          {list.map((resto) => {
            const open = isRestoOpen(toOpeningHours(resto.openingHours), now, resto.timezone);
            const photo = resto.photos[0];
            return (
              <li key={resto.id}>
                <Card to={`/restos/${resto.id}`}>
                  <Picture
                    src={photo ? assetUrl(photo.src) : null}
                    width={photo?.width ?? 640}
                    height={photo?.height ?? 360}
                    ratio="16 / 9"
                    alt=""
                  />
                  <div>
                    <h2>{resto.name}</h2>
                    <p>{resto.address}</p>
                    <p>
                      <Status $open={open}>{open ? t('restos.open') : t('restos.closed')}</Status> ·{' '}
                      {today(toOpeningHours(resto.openingHours), weekdayAt(now, resto.timezone))}
                    </p>
                  </div>
                </Card>
              </li>
            );
          })}
        </Grid>
      )}
    </Container>
  );
}
