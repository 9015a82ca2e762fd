import { isRestoOpen, scheduleDayAt } from '@tarelka/domain';
import { PageHeader, RestoCard, Skeleton } from '@tarelka/ui';
import { useLazyTranslation } from '../../../lib/i18n/lazy-strings';
import restosRu from '../../../../locales/ru/restos.json';
import styled from 'styled-components';
import { Container } from '../../../components/Container/Container';
import { ErrorState } from '../../../components/ErrorState/ErrorState';
import { assetUrl, useRestos } from '../../../lib/api/hooks';
import { useLinkNavigate } from '../../../lib/link-navigate';
import { selectCityId } from '@tarelka/store';
import { useAppSelector } from '@tarelka/store/react';
import { useServerNow } from '../../../lib/time';
import { useScheduleText } from '../hooks/use-schedule-text';

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

/** The restaurants of the chosen city (spec §2): the kit's `RestoCard`s with today's status and hours. */
export function RestosList() {
  const { t } = useLazyTranslation(restosRu);
  const restos = useRestos(useAppSelector(selectCityId));
  const { dayText } = useScheduleText();
  const now = useServerNow();
  const follow = useLinkNavigate();
  const list = [...(restos.data ?? [])].sort((a, b) => a.order - b.order);
  const labels = { averageCheck: t('restos.averageCheck', { price: '' }).trim() };
  return (
    <Container>
      <PageHeader title={t('restos.headline')} />
      {restos.error ? (
        <ErrorState error={restos.error} retryLabel={t('app.retry')} onRetry={restos.refetch} />
      ) : (
        <Grid aria-busy={!restos.data}>
          {restos.data
            ? list.map((resto, i) => {
                const hours = resto.openingHours;
                const open = isRestoOpen(hours, now, resto.timezone);
                const photo = resto.photos[0];
                return (
                  <li key={resto.id}>
                    <RestoCard
                      resto={{
                        id: String(resto.id),
                        name: resto.name,
                        address: resto.address,
                        photo: photo ? assetUrl(photo.src) : undefined,
                      }}
                      href={`/restos/${resto.id}`}
                      onOpen={(id, event) => follow(`/restos/${id}`, event)}
                      status={{
                        open,
                        text: `${open ? t('restos.open') : t('restos.closed')} · ${dayText(scheduleDayAt(hours, now, resto.timezone))}`,
                      }}
                      headingLevel={2}
                      priority={i === 0}
                      labels={labels}
                    />
                  </li>
                );
              })
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
