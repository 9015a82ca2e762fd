import { formatMoney, isRestoOpen, weekSchedule } from '@tarelka/domain';
import { Badge, PageHeader, Schedule, Skeleton } from '@tarelka/ui';
import { useLazyTranslation } from '../../../lib/i18n/lazy-strings';
import restosRu from '../../../../locales/ru/restos.json';
import styled from 'styled-components';
import { Container } from '../../../components/Container/Container';
import { ErrorState } from '../../../components/ErrorState/ErrorState';
import { Picture } from '../../../components/Picture/Picture';
import { appConfig } from '../../../config/tenant';
import { assetUrl, useResto } from '../../../lib/api/hooks';
import { useServerNow } from '../../../lib/time';
import { weekdayAt } from '../hooks/use-schedule-text';

/** Props of {@link RestoPage}. */
export interface RestoPageProps {
  restoId: number;
}

const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
  gap: 32px;
  margin-bottom: 32px;
  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: minmax(0, 1fr);
    gap: 16px;
  }
`;
const Photos = styled.div`
  display: grid;
  align-content: start;
  gap: 12px;
  border-radius: ${({ theme }) => theme.radii.md}px;
  overflow: hidden;
`;
const Facts = styled.dl`
  margin: 0;
  display: grid;
  gap: 4px;
  dt {
    margin-top: 12px;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.typography.size.sm};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;
const Hours = styled.div`
  margin-top: 24px;
`;

/** A restaurant's page (spec §2): photos, address, phones, links, the kit's `Schedule` and a map link. */
export function RestoPage({ restoId }: RestoPageProps) {
  const { t, i18n } = useLazyTranslation(restosRu);
  const resto = useResto(restoId);
  const now = useServerNow();
  if (resto.error) {
    return (
      <Container>
        <ErrorState error={resto.error} retryLabel={t('app.retry')} onRetry={resto.refetch} />
      </Container>
    );
  }
  const r = resto.data;
  if (!r)
    return (
      <Container aria-busy="true">
        <PageHeader title={t('app.loading')} />
        <Layout>
          <Skeleton aspectRatio="16 / 9" />
          <Skeleton height="16rem" />
        </Layout>
      </Container>
    );
  const hours = r.openingHours;
  const open = isRestoOpen(hours, now, r.timezone);
  const today = weekdayAt(now, r.timezone);
  const value = (v: string | { value: string }) => (typeof v === 'string' ? v : v.value);
  const mapUrl = `https://yandex.ru/maps/?pt=${r.location.lng},${r.location.lat}&z=17&l=map`;
  return (
    <Container>
      <PageHeader
        title={r.name}
        actions={<Badge tone={open ? 'primary' : 'danger'}>{open ? t('restos.open') : t('restos.closed')}</Badge>}
      />
      <Layout>
        <Photos>
          {(r.photos.length > 0 ? r.photos : [null]).map((photo, i) => (
            <Picture
              key={photo?.src ?? i}
              src={photo ? assetUrl(photo.src) : null}
              width={photo?.width ?? 1280}
              height={photo?.height ?? 720}
              ratio="16 / 9"
              alt={photo?.alt ?? ''}
            />
          ))}
          {r.description && <p>{r.description}</p>}
        </Photos>
        <div>
          <Facts>
            <dt>{t('restos.address')}</dt>
            <dd>
              {r.address}
              <br />
              <a href={mapUrl} target="_blank" rel="noopener noreferrer">
                {t('restos.showOnMap')}
              </a>
            </dd>
            {r.phones.length > 0 && (
              <>
                <dt>{t('restos.phones')}</dt>
                {r.phones.map((p) => (
                  <dd key={value(p)}>
                    <a href={`tel:${value(p).replace(/[^\d+]/g, '')}`}>{value(p)}</a>
                  </dd>
                ))}
              </>
            )}
            {r.emails.length > 0 && (
              <>
                <dt>{t('restos.emails')}</dt>
                {r.emails.map((e) => (
                  <dd key={value(e)}>
                    <a href={`mailto:${value(e)}`}>{value(e)}</a>
                  </dd>
                ))}
              </>
            )}
            {r.links.length > 0 && (
              <>
                <dt>{t('restos.links')}</dt>
                {r.links.map((l) => (
                  <dd key={value(l)}>
                    <a href={value(l)} target="_blank" rel="noopener noreferrer">
                      {value(l).replace(/^https?:\/\//, '')}
                    </a>
                  </dd>
                ))}
              </>
            )}
            {r.averageCheck != null && (
              <>
                <dt>{t('restos.averageCheck', { price: '' }).trim()}</dt>
                <dd>
                  {formatMoney(r.averageCheck, { locale: i18n.language, currency: r.currency || appConfig.currency })}
                </dd>
              </>
            )}
          </Facts>
          <Hours>
            <Schedule
              days={weekSchedule(hours).map((d) => ({
                name: t(`restos.days.${d.name}`),
                day: d.day,
                today: d.dayOfWeek === today,
              }))}
              labels={{
                caption: t('restos.schedule'),
                dayOff: t('restos.dayOff'),
                roundTheClock: t('restos.aroundTheClock'),
              }}
            />
          </Hours>
        </div>
      </Layout>
    </Container>
  );
}
