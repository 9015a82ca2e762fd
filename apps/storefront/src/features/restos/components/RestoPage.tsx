import { formatMoney, isRestoOpen, weekdayAt, weekSchedule } from '@tarelka/domain';
import { Badge, PageHeader, RestoDetails, Schedule } from '@tarelka/ui';
import { useLazyTranslation } from '../../../lib/i18n/lazy-strings';
import restosRu from '../../../../locales/ru/restos.json';
import { Container } from '../../../components/Container/Container';
import { ErrorState } from '../../../components/ErrorState/ErrorState';
import { appConfig } from '../../../config/tenant';
import { assetUrl, useResto } from '../../../lib/api/hooks';
import { useServerNow } from '../../../lib/time';

/** Props of {@link RestoPage}. */
export interface RestoPageProps {
  restoId: number;
}

/** Phones, e-mails and links come as text or `{ value }`. */
const valueOf = (v: string | { value: string }) => (typeof v === 'string' ? v : v.value);

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
  const open = r && isRestoOpen(r.openingHours, now, r.timezone);
  const today = r && weekdayAt(now, r.timezone);
  return (
    <Container aria-busy={r ? undefined : 'true'}>
      <PageHeader
        title={r ? r.name : t('app.loading')}
        actions={r && <Badge tone={open ? 'primary' : 'danger'}>{open ? t('restos.open') : t('restos.closed')}</Badge>}
      />
      <RestoDetails
        resto={
          r
            ? {
                photos: r.photos.map((photo) => ({ ...photo, src: assetUrl(photo.src) })),
                description: r.description || undefined,
                address: r.address,
                mapUrl: `https://yandex.ru/maps/?pt=${r.location.lng},${r.location.lat}&z=17&l=map`,
                phones: r.phones.map(valueOf),
                emails: r.emails.map(valueOf),
                links: r.links.map(valueOf),
                averageCheck:
                  r.averageCheck == null
                    ? undefined
                    : formatMoney(r.averageCheck, {
                        locale: i18n.language,
                        currency: r.currency || appConfig.currency,
                      }),
              }
            : null
        }
        schedule={
          r && (
            <Schedule
              days={weekSchedule(r.openingHours).map((d) => ({
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
          )
        }
        labels={{
          address: t('restos.address'),
          showOnMap: t('restos.showOnMap'),
          phones: t('restos.phones'),
          emails: t('restos.emails'),
          links: t('restos.links'),
          averageCheck: t('restos.averageCheck', { price: '' }).trim(),
        }}
      />
    </Container>
  );
}
