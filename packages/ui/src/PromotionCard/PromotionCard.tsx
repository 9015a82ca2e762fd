import type { MouseEvent } from 'react';
import { Image } from '../Image/Image';
import { Body, Card, Text, Title } from './PromotionCard.styles';

/** The data a {@link PromotionCard} shows. */
export interface PromotionCardData {
  /** Promotion id. */
  id: string;
  /** Title. */
  title: string;
  /** Short description. */
  description?: string;
  /** 16:9 picture URL. */
  photo?: string;
  /** Responsive picture candidates. */
  photoSrcSet?: string;
  /** Period or validity line («до 31 декабря»). */
  period?: string;
}

/** Props of {@link PromotionCard}. */
export interface PromotionCardProps {
  /** The promotion. */
  promotion: PromotionCardData;
  /** Link to the promotion page; with it the card is a link. */
  href?: string;
  /** Called when the card is opened (a click on the link or the button); prevent it to route yourself. */
  onOpen?: (id: string, event: MouseEvent<HTMLElement>) => void;
  /** The page's main picture (its LCP): loaded eagerly and first. */
  priority?: boolean;
  /** Heading level of the title; 3 by default. */
  headingLevel?: 2 | 3;
  /** Test id of the card. */
  testId?: string;
}

/**
 * A promotion tile with a 16:9 picture; the whole card opens the promotion.
 *
 * @example
 * <PromotionCard promotion={promo} href={`/promotions/${promo.id}`} onOpen={openPromotion} />
 */
export function PromotionCard({
  promotion,
  href,
  onOpen,
  priority = false,
  headingLevel = 3,
  testId,
}: PromotionCardProps) {
  const open = (event: MouseEvent<HTMLElement>) => onOpen?.(promotion.id, event);
  return (
    <Card data-testid={testId}>
      <Image
        src={promotion.photo}
        srcSet={promotion.photoSrcSet}
        sizes="(min-width: 840px) 33vw, 100vw"
        alt=""
        aspectRatio="16 / 9"
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : undefined}
      />
      <Body>
        <Title as={headingLevel === 2 ? 'h2' : 'h3'}>
          {href ? (
            <a href={href} onClick={open}>
              {promotion.title}
            </a>
          ) : (
            <button type="button" onClick={open}>
              {promotion.title}
            </button>
          )}
        </Title>
        {promotion.period && <Text>{promotion.period}</Text>}
        {promotion.description && <Text>{promotion.description}</Text>}
      </Body>
    </Card>
  );
}
