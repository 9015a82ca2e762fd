import type { Minor } from '@tarelka/domain';
import type { MouseEvent } from 'react';
import { Image } from '../Image/Image';
import { Price } from '../Price/Price';
import { Body, Card, Line, Name, Status } from './RestoCard.styles';

/** The data a {@link RestoCard} shows. */
export interface RestoCardData {
  /** Restaurant id. */
  id: string;
  /** Name. */
  name: string;
  /** Address line. */
  address: string;
  /** 16:9 photo URL. */
  photo?: string;
  /** Phone numbers. */
  phones?: readonly string[];
  /** Average check in minor units. */
  averageCheck?: Minor;
  /** Currency of the average check. */
  currency?: string;
}

/** Texts of {@link RestoCard}. */
export interface RestoCardLabels {
  /** Label before the average check, e.g. 'Средний чек'. */
  averageCheck: string;
}

/** Props of {@link RestoCard}. */
export interface RestoCardProps {
  /** The restaurant. */
  resto: RestoCardData;
  /** Link to the restaurant page; with it the whole card is a link. */
  href?: string;
  /** Called when the card's link is pressed; prevent it to route yourself. */
  onOpen?: (id: string, event: MouseEvent<HTMLAnchorElement>) => void;
  /** Open/closed line, e.g. 'Открыто до 23:00' (computed by the caller with `now`). */
  status?: { open: boolean; text: string };
  /** Heading level of the name; 3 by default. */
  headingLevel?: 2 | 3;
  /** The page's main picture (its LCP, the first card of a list): loaded eagerly and first. */
  priority?: boolean;
  /** Texts. */
  labels: RestoCardLabels;
}

/**
 * A restaurant tile: 16:9 photo, name, address, open status, phones and average check.
 *
 * @example
 * <RestoCard resto={resto} href={`/restos/${resto.id}`} status={{ open: true, text: 'Открыто до 23:00' }} labels={{ averageCheck: 'Средний чек' }} />
 */
export function RestoCard({ resto, href, onOpen, status, headingLevel = 3, priority = false, labels }: RestoCardProps) {
  return (
    <Card>
      <Image
        src={resto.photo}
        alt=""
        aspectRatio="16 / 9"
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : undefined}
      />
      <Body>
        <Name as={headingLevel === 2 ? 'h2' : 'h3'}>
          {href ? (
            <a href={href} onClick={(event) => onOpen?.(resto.id, event)}>
              {resto.name}
            </a>
          ) : (
            resto.name
          )}
        </Name>
        <Line>{resto.address}</Line>
        {status && <Status $open={status.open}>{status.text}</Status>}
        {resto.phones?.map((phone) => (
          <Line key={phone}>
            <a href={`tel:${phone.replace(/[^\d+]/g, '')}`}>{phone}</a>
          </Line>
        ))}
        {resto.averageCheck !== undefined && (
          <Line>
            {labels.averageCheck}: <Price amount={resto.averageCheck} currency={resto.currency} $size="sm" />
          </Line>
        )}
      </Body>
    </Card>
  );
}
