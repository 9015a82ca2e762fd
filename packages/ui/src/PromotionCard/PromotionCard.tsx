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
  /** Called when the card is opened (a click on a link or the button). */
  onOpen?: (id: string) => void;
  /** Loads the picture eagerly. */
  priority?: boolean;
}

/**
 * A promotion tile with a 16:9 picture; the whole card opens the promotion.
 *
 * @example
 * <PromotionCard promotion={promo} href={`/promotions/${promo.id}`} onOpen={openPromotion} />
 */
export function PromotionCard({ promotion, href, onOpen, priority = false }: PromotionCardProps) {
  return (
    <Card>
      <Image
        src={promotion.photo}
        srcSet={promotion.photoSrcSet}
        sizes="(min-width: 840px) 33vw, 100vw"
        alt=""
        aspectRatio="16 / 9"
        loading={priority ? 'eager' : 'lazy'}
      />
      <Body>
        <Title>
          {href ? (
            <a href={href} onClick={() => onOpen?.(promotion.id)}>
              {promotion.title}
            </a>
          ) : (
            <button type="button" onClick={() => onOpen?.(promotion.id)}>
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
