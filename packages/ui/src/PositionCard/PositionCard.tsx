import { formatMoney } from '@tarelka/domain';
import type { Minor } from '@tarelka/domain';
import { Badge } from '../Badge/Badge';
import { DietMarks } from '../DietMarks/DietMarks';
import { Image } from '../Image/Image';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import { PlusIcon } from '../lib/icons';
import {
  AddButton,
  AddMark,
  Body,
  Card,
  Footer,
  Meta,
  Note,
  OldPrice,
  OpenLink,
  Photo,
  PriceText,
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
  /** Short tags shown over the photo ('18+', 'Готовится 1,5 часа'). */
  tags?: readonly string[];
  /** Dietary marks in words, under the name ('Веганское', 'Острое'). */
  diets?: readonly string[];
}

/** Texts of {@link PositionCard}, in the customer's language. */
export interface PositionCardLabels {
  /** Accessible name of the add control ('Добавить «Борщ» в корзину'). */
  add: string;
  /** Text of the control of a dish with choices, which opens it ('Выбрать'); needed with `hasChoices`. */
  choose?: string;
  /** Old price, for screen readers (shown only with `oldPrice`). */
  oldPrice: string;
  /** Note replacing the add mark when the position cannot be ordered now. */
  unavailable: string;
}

/** Props of {@link PositionCard}. */
export interface PositionCardProps {
  /** The position. */
  position: PositionCardData;
  /** The detail's URL: the name links to it; a plain click calls `onOpen` instead, a modified one opens a tab. */
  href: string;
  /** Opens the detail: a tap anywhere on the card. */
  onOpen: (id: string) => void;
  /**
   * Adds the dish to the cart in one press (the add control becomes a button); without it the
   * control is a decorative mark and the card opens the detail.
   */
  onAdd?: (id: string) => void;
  /** The dish has choices to make (modifiers): its button says `labels.choose` and opens it. */
  hasChoices?: boolean;
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

/**
 * A dish in the menu grid: photo (4:3, reserved), tags, name, weight, price and an add control;
 * the whole card opens the detail. With `onAdd` the control is a button: '+' adds a dish without
 * choices in one press, 'Выбрать' opens a dish with choices. Off-screen cards skip layout and
 * paint (`content-visibility`), so a long menu stays quick to scroll and to update. It is on the
 * first route: keep it light (no `Price`: plain text).
 *
 * @example
 * <PositionCard position={p} href={`/menus/1/positions/${p.id}`} onOpen={openDetail} labels={labels} />
 */
export function PositionCard({
  position,
  href,
  onOpen,
  onAdd,
  hasChoices = false,
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
          <OpenLink
            href={href}
            onClick={(event) => {
              // A modified or middle click keeps the link's own behaviour (a new tab).
              if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
              event.preventDefault();
              onOpen(position.id);
            }}
          >
            {position.name}
          </OpenLink>
        </Title>
        {position.measure && <Meta>{position.measure}</Meta>}
        {position.diets && <DietMarks marks={position.diets} />}
        <Footer>
          <PriceText>
            {formatMoney(position.price, { currency, locale })}
            {position.oldPrice !== undefined && position.oldPrice > position.price && (
              <OldPrice>
                <VisuallyHidden>{labels.oldPrice}: </VisuallyHidden>
                {formatMoney(position.oldPrice, { currency, locale })}
              </OldPrice>
            )}
          </PriceText>
          {unavailable ? (
            <Note>{labels.unavailable}</Note>
          ) : onAdd && hasChoices ? (
            <AddButton type="button" $wide onClick={() => onOpen(position.id)}>
              {labels.choose}
            </AddButton>
          ) : onAdd ? (
            <AddButton type="button" aria-label={labels.add} onClick={() => onAdd(position.id)}>
              <PlusIcon />
            </AddButton>
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
