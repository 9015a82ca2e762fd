import type { Minor } from '@tarelka/domain';
import type { MouseEvent } from 'react';
import { Badge } from '../Badge/Badge';
import { Image } from '../Image/Image';
import { PlusIcon } from '../lib/icons';
import { Price } from '../Price/Price';
import {
  AddMark,
  Body,
  Card,
  Footer,
  Meta,
  Note,
  OpenButton,
  OpenLink,
  Photo,
  Tags,
  Title,
} from './PositionCard.styles';

/** The data a {@link PositionCard} shows. */
export interface PositionCardData {
  /** Position id. */
  id: string;
  /** Dish name. */
  name: string;
  /** Price in minor units. */
  price: Minor;
  /** Price before a discount, in minor units; shown struck through. */
  oldPrice?: Minor;
  /** Weight or volume, formatted in the customer's language ('450 г'). */
  measure?: string;
  /** Photo URL; none shows the fallback plate. */
  photo?: string;
  /** Responsive photo candidates (`srcset`). */
  photoSrcSet?: string;
  /** Short tags shown over the photo ('18+', 'Готовится 1,5 часа'). */
  tags?: readonly string[];
}

/** Texts of {@link PositionCard}, in the customer's language. */
export interface PositionCardLabels {
  /** Accessible name of the add mark ('Добавить «Борщ» в корзину'). */
  add: string;
  /** Old price, for screen readers (shown only with `oldPrice`). */
  oldPrice: string;
  /** Note replacing the add mark when the position cannot be ordered now. */
  unavailable: string;
}

/** Props of {@link PositionCard}. */
export interface PositionCardProps {
  /** The position. */
  position: PositionCardData;
  /** The detail's URL: the name becomes a link to it (opened with `onOpen` on a plain click). */
  href?: string;
  /** Opens the detail: a tap anywhere on the card. */
  onOpen: (id: string) => void;
  /** Cannot be ordered now (e.g. outside its time slot): dimmed, with a note instead of the add mark. */
  unavailable?: boolean;
  /** The page's main picture (first card): loads at once and first, not lazily. */
  priority?: boolean;
  /** Currency of the prices (ISO 4217). */
  currency?: string;
  /** Locale of the prices' digits. */
  locale?: string;
  /** Texts, in the customer's language. */
  labels: PositionCardLabels;
  /** `data-testid` of the card, for end-to-end tests. */
  testId?: string;
}

// A plain click opens the detail in place; a modified or middle click keeps the link's own behaviour.
const plainClick = (event: MouseEvent) =>
  !(event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0);

/**
 * A dish in the menu grid: photo (4:3, reserved), tags, name, weight, price and an add mark; the
 * whole card opens the detail, where the dish is added. Off-screen cards skip layout and paint
 * (`content-visibility`), so a long menu stays quick to scroll and to update.
 *
 * @example
 * <PositionCard position={p} href={`/menus/1/positions/${p.id}`} onOpen={openDetail} labels={labels} />
 */
export function PositionCard({
  position,
  href,
  onOpen,
  unavailable = false,
  priority = false,
  currency,
  locale,
  labels,
  testId,
}: PositionCardProps) {
  return (
    <Card data-testid={testId}>
      <Photo $dim={unavailable}>
        <Image
          src={position.photo}
          srcSet={position.photoSrcSet}
          sizes={position.photoSrcSet ? '(min-width: 1200px) 280px, (min-width: 600px) 33vw, 50vw' : undefined}
          alt=""
          width={400}
          height={300}
          aspectRatio="4 / 3"
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : undefined}
          $fit="contain"
        />
      </Photo>
      {position.tags && position.tags.length > 0 && (
        <Tags>
          {position.tags.map((tag) => (
            <Badge key={tag} tone="neutral">
              {tag}
            </Badge>
          ))}
        </Tags>
      )}
      <Body>
        <Title>
          {href ? (
            <OpenLink
              href={href}
              onClick={(event) => {
                if (!plainClick(event)) return;
                event.preventDefault();
                onOpen(position.id);
              }}
            >
              {position.name}
            </OpenLink>
          ) : (
            <OpenButton type="button" onClick={() => onOpen(position.id)}>
              {position.name}
            </OpenButton>
          )}
        </Title>
        {position.measure && <Meta>{position.measure}</Meta>}
        <Footer>
          <Price
            amount={position.price}
            oldAmount={position.oldPrice}
            oldLabel={labels.oldPrice}
            currency={currency}
            locale={locale}
          />
          {unavailable ? (
            <Note>{labels.unavailable}</Note>
          ) : (
            <AddMark role="img" aria-label={labels.add}>
              <PlusIcon />
            </AddMark>
          )}
        </Footer>
      </Body>
    </Card>
  );
}
