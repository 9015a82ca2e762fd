import { formatMoney, isRestoOpen, weekSchedule } from '@tarelka/domain';
import { useLazyTranslation } from '../../../lib/i18n/lazy-strings';
import { restosRu } from '../../../lib/i18n/locales/restos.ru';
import styled from 'styled-components';
import { Container } from '../../../components/Container/Container';
import { ErrorState } from '../../../components/ErrorState/ErrorState';
import { PageHeader } from '@tarelka/ui';
import { Picture } from '../../../components/Picture/Picture';
import { appConfig } from '../../../config/tenant';
import { toOpeningHours } from '../../../lib/api/bridge';
import { assetUrl, useResto } from '../../../lib/api/hooks';
import { useServerNow } from '../../../lib/time';
import { useScheduleText } from '../hooks/use-schedule-text';
import { Status } from './RestosList';

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
const Week = styled.table`
  border-collapse: collapse;
  width: 100%;
  th,
  td {
    text-align: left;
    padding: 4px 0;
    font-weight: normal;
  }
  td {
    text-align: right;
  }
`;

/** A restaurant's page (spec §2): photos, address, phones, links, schedule and a map link. */
export function RestoPage({ restoId }: RestoPageProps) {
  const { t, i18n } = useLazyTranslation(restosRu);
  const resto = useResto(restoId);
  const { dayText } = useScheduleText();
  const now = useServerNow();
  if (resto.error) {
    return (
      <Container>
        <ErrorState error={resto.error} retryLabel={t('app.retry')} onRetry={resto.refetch} />
      </Container>
    );
  }
  const r = resto.data;
  if (!r) return <Container aria-busy="true">{t('app.loading')}</Container>;
  const open = isRestoOpen(toOpeningHours(r.openingHours), now, r.timezone);
  const value = (v: string | { value: string }) => (typeof v === 'string' ? v : v.value);
  const mapUrl = `https://yandex.ru/maps/?pt=${r.location.lng},${r.location.lat}&z=17&l=map`;
  return (
    <Container>
      <PageHeader
        title={r.name}
        actions={<Status $open={open}>{open ? t('restos.open') : t('restos.closed')}</Status>}
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
          <h2 style={{ fontSize: '1.125rem', margin: '24px 0 8px' }}>{t('restos.schedule')}</h2>
          <Week>
            <tbody>
              {weekSchedule(toOpeningHours(r.openingHours)).map((d) => (
                <tr key={d.dayOfWeek}>
                  <th scope="row">{t(`restos.days.${d.name}`)}</th>
                  <td>{dayText(d.day)}</td>
                </tr>
              ))}
            </tbody>
          </Week>
        </div>
      </Layout>
    </Container>
  );
}
