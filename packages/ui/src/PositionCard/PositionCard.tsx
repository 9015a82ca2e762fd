import type { Minor } from '@tarelka/domain';
import { Badge } from '../Badge/Badge';
import { Button } from '../Button/Button';
import { Counter } from '../Counter/Counter';
import { Image } from '../Image/Image';
import { UNIT_LABELS_RU } from '../lib/units';
import type { MeasureUnit } from '../lib/units';
import { Price } from '../Price/Price';
import { Body, Card, Description, Footer, Meta, OpenButton, Tags, Title } from './PositionCard.styles';

/** The data a {@link PositionCard} shows. */
export interface PositionCardData {
  /** Position id. */
  id: string;
  /** Dish name. */
  name: string;
  /** Short description. */
  description?: string;
  /** Price in minor units. */
  price: Minor;
  /** Price before a discount, in minor units. */
  oldPrice?: Minor;
  /** Weight or size. */
  weight?: number;
  /** Unit of `weight`. */
  unit?: MeasureUnit;
  /** Photo URL. */
  photo?: string;
  /** Responsive photo candidates (`srcset`). */
  photoSrcSet?: string;
  /** Short tags shown over the photo («Хит», «Острое»). */
  tags?: readonly string[];
  /** Whether choosing modifiers is needed: «add» then opens the details. */
  hasModifiers?: boolean;
}

/** Texts of {@link PositionCard}; Russian by default. */
export interface PositionCardLabels {
  /** Add button. */
  add: string;
  /** Add button when modifiers must be chosen. */
  choose: string;
  /** Unit names. */
  units: Record<MeasureUnit, string>;
  /** Text when the position cannot be ordered now. */
  unavailable: string;
}

/** Props of {@link PositionCard}. */
export interface PositionCardProps {
  /** The position. */
  position: PositionCardData;
  /** How many are in the cart; a counter replaces the add button when above 0. */
  count?: number;
  /** Called to add one (positions without modifiers). */
  onAdd: (id: string) => void;
  /** Called with a new count from the counter (0 removes). */
  onCountChange?: (id: string, count: number) => void;
  /** Called to open the details (tap on the card, or «add» for positions with modifiers). */
  onOpen: (id: string) => void;
  /** Cannot be ordered now (e.g. outside its time slot). */
  unavailable?: boolean;
  /** Loads the photo eagerly (the first cards of the page). */
  priority?: boolean;
  /** Currency of the prices. */
  currency?: string;
  /** Texts for translation. */
  labels?: Partial<PositionCardLabels>;
}

const defaultLabels: PositionCardLabels = {
  add: 'В корзину',
  choose: 'Выбрать',
  units: UNIT_LABELS_RU,
  unavailable: 'Сейчас недоступно',
};

/**
 * A dish in the menu grid: photo (reserved 4:3), name, description, weight, price and an add
 * button that turns into a counter once the dish is in the cart.
 *
 * @example
 * <PositionCard position={p} count={countOf(p.id)} onAdd={add} onCountChange={setCount} onOpen={openDetail} />
 */
export function PositionCard({
  position,
  count = 0,
  onAdd,
  onCountChange,
  onOpen,
  unavailable = false,
  priority = false,
  currency,
  labels,
}: PositionCardProps) {
  const text = { ...defaultLabels, ...labels };
  const weight = position.weight ? `${position.weight} ${text.units[position.unit ?? 'g']}` : null;
  return (
    <Card>
      <Image
        src={position.photo}
        srcSet={position.photoSrcSet}
        sizes="(min-width: 1200px) 280px, (min-width: 600px) 33vw, 50vw"
        alt=""
        aspectRatio="4 / 3"
        loading={priority ? 'eager' : 'lazy'}
      />
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
          <OpenButton type="button" onClick={() => onOpen(position.id)}>
            {position.name}
          </OpenButton>
        </Title>
        {position.description && <Description>{position.description}</Description>}
        {weight && <Meta>{weight}</Meta>}
        <Footer>
          <Price amount={position.price} oldAmount={position.oldPrice} currency={currency} />
          {unavailable ? (
            <Meta>{text.unavailable}</Meta>
          ) : count > 0 && onCountChange && !position.hasModifiers ? (
            <Counter
              label={position.name}
              value={count}
              min={0}
              onValueChange={(next) => onCountChange(position.id, next)}
            />
          ) : (
            <Button
              size="sm"
              variant={count > 0 ? 'primary' : 'secondary'}
              aria-label={`${position.hasModifiers ? text.choose : text.add}: ${position.name}`}
              onClick={() => (position.hasModifiers ? onOpen(position.id) : onAdd(position.id))}
            >
              {position.hasModifiers ? text.choose : text.add}
            </Button>
          )}
        </Footer>
      </Body>
    </Card>
  );
}
