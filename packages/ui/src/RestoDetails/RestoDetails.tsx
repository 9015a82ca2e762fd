import { type ReactNode } from 'react';
import { Image } from '../Image/Image';
import { Skeleton } from '../Skeleton/Skeleton';
import { Facts, Hours, Layout, Photos } from './RestoDetails.styles';

/** A photo of the restaurant. */
export interface RestoDetailsPhoto {
  /** Image URL. */
  src: string;
  /** Intrinsic width in px. */
  width?: number;
  /** Intrinsic height in px. */
  height?: number;
  /** Alternative text; '' for a decorative one. */
  alt?: string;
}

/** The data a {@link RestoDetails} shows. */
export interface RestoDetailsData {
  /** 16:9 photos; none shows the fallback picture. */
  photos: readonly RestoDetailsPhoto[];
  /** The restaurant's own text under the photos. */
  description?: string;
  /** Address line. */
  address: string;
  /** Link to the restaurant on a map (opens in a new tab). */
  mapUrl: string;
  /** Phone numbers as written; dialled without spaces and punctuation. */
  phones: readonly string[];
  /** E-mail addresses. */
  emails: readonly string[];
  /** Web links (shown without `https://`, open in a new tab). */
  links: readonly string[];
  /** Average check, already formatted (e.g. '1 200 ₽'). */
  averageCheck?: string;
}

/** Texts of {@link RestoDetails}. */
export interface RestoDetailsLabels {
  /** e.g. 'Адрес'. */
  address: string;
  /** e.g. 'Показать на карте'. */
  showOnMap: string;
  /** e.g. 'Телефоны'. */
  phones: string;
  /** e.g. 'Почта'. */
  emails: string;
  /** e.g. 'Ссылки'. */
  links: string;
  /** e.g. 'Средний чек'. */
  averageCheck: string;
}

/** Props of {@link RestoDetails}. */
export interface RestoDetailsProps {
  /** The restaurant; `null` while it loads (placeholders of the same size). */
  resto: RestoDetailsData | null;
  /** The week's opening hours under the facts (the kit's `Schedule`). */
  schedule?: ReactNode;
  /** Texts. */
  labels: RestoDetailsLabels;
}

const external = { target: '_blank', rel: 'noopener noreferrer' } as const;

/** One fact: its term and a value per item; nothing when there are none. */
function Fact({
  term,
  items,
  render,
}: {
  term: string;
  items: readonly string[];
  render: (item: string) => ReactNode;
}) {
  if (items.length === 0) return null;
  return (
    <>
      <dt>{term}</dt>
      {items.map((item) => (
        <dd key={item}>{render(item)}</dd>
      ))}
    </>
  );
}

/**
 * A restaurant's page body under its title (spec §2): photos and description beside the address with
 * a map link, phones, e-mails, links, the average check and the week's hours.
 *
 * @example
 * <RestoDetails resto={resto} schedule={<Schedule days={days} labels={scheduleLabels} />} labels={labels} />
 */
export function RestoDetails({ resto, schedule, labels }: RestoDetailsProps) {
  if (!resto)
    return (
      <Layout>
        <Skeleton aspectRatio="16 / 9" />
        <Skeleton height="16rem" />
      </Layout>
    );
  const photos = resto.photos.length > 0 ? resto.photos : [null];
  return (
    <Layout>
      <Photos>
        {photos.map((photo, i) => (
          <Image
            key={photo?.src ?? i}
            src={photo?.src}
            alt={photo?.alt ?? ''}
            width={photo?.width ?? 1280}
            height={photo?.height ?? 720}
            aspectRatio="16 / 9"
            // The first photo is the page's main picture (its LCP); the others wait until scrolled to.
            loading={i === 0 ? 'eager' : 'lazy'}
            fetchPriority={i === 0 ? 'high' : undefined}
          />
        ))}
        {resto.description && <p>{resto.description}</p>}
      </Photos>
      <div>
        <Facts>
          <dt>{labels.address}</dt>
          <dd>
            {resto.address}
            <br />
            <a href={resto.mapUrl} {...external}>
              {labels.showOnMap}
            </a>
          </dd>
          <Fact
            term={labels.phones}
            items={resto.phones}
            render={(phone) => <a href={`tel:${phone.replace(/[^\d+]/g, '')}`}>{phone}</a>}
          />
          <Fact term={labels.emails} items={resto.emails} render={(email) => <a href={`mailto:${email}`}>{email}</a>} />
          <Fact
            term={labels.links}
            items={resto.links}
            render={(link) => (
              <a href={link} {...external}>
                {link.replace(/^https?:\/\//, '')}
              </a>
            )}
          />
          <Fact term={labels.averageCheck} items={resto.averageCheck ? [resto.averageCheck] : []} render={(v) => v} />
        </Facts>
        {schedule && <Hours>{schedule}</Hours>}
      </div>
    </Layout>
  );
}
