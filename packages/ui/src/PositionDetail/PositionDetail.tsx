import { formatMoney } from '@tarelka/domain';
import type { Minor } from '@tarelka/domain';
import { useId, useRef, useState } from 'react';
import { Button } from '../Button/Button';
import { Carousel } from '../Carousel/Carousel';
import { Checkbox } from '../Checkbox/Checkbox';
import { Box, CheckboxLabel, Description, NativeInput, Text } from '../Checkbox/Checkbox.styles';
import { Counter } from '../Counter/Counter';
import { Image } from '../Image/Image';
import { UNIT_LABELS_RU } from '../lib/units';
import type { MeasureUnit } from '../lib/units';
import { Price } from '../Price/Price';
import {
  Actions,
  ErrorText,
  Group,
  GroupHead,
  GroupTitle,
  Hint,
  Info,
  Layout,
  Muted,
  Name,
} from './PositionDetail.styles';

/** One choice in a modifier group. */
export interface ModifierOption {
  /** Modifier id. */
  id: string;
  /** Name. */
  name: string;
  /** Extra price in minor units (0 for free). */
  price: Minor;
}

/** A group of modifiers with a minimum and maximum number of choices. */
export interface ModifierGroup {
  /** Group id. */
  id: string;
  /** Group name («Размер», «Добавки»). */
  name: string;
  /** Fewest choices; above 0 makes the group required. */
  min: number;
  /** Most choices; 1 with min 1 is a single choice. */
  max: number;
  /** Choices. */
  options: readonly ModifierOption[];
}

/** The data a {@link PositionDetail} shows. */
export interface PositionDetailData {
  /** Position id. */
  id: string;
  /** Dish name. */
  name: string;
  /** Full description. */
  description?: string;
  /** Base price in minor units. */
  price: Minor;
  /** Base price before a discount. */
  oldPrice?: Minor;
  /** Weight or size. */
  weight?: number;
  /** Unit of `weight`. */
  unit?: MeasureUnit;
  /** Photo URLs. */
  photos: readonly string[];
  /** Modifier groups. */
  modifierGroups?: readonly ModifierGroup[];
  /** Note shown under the description (e.g. extended cooking time). */
  note?: string;
}

/** A chosen modifier, as reported by `onAdd`. */
export interface ChosenModifier {
  /** Group id. */
  groupId: string;
  /** Modifier id. */
  id: string;
  /** Extra price in minor units. */
  price: Minor;
}

/** Texts of {@link PositionDetail}; Russian by default. */
export interface PositionDetailLabels {
  /** Mark of a required group. */
  required: string;
  /** Mark of an optional group. */
  optional: string;
  /** Error of a group with too few choices. */
  chooseAtLeast: (min: number) => string;
  /** Hint of a group's maximum. */
  upTo: (max: number) => string;
  /** Add button with the total. */
  add: (total: string) => string;
  /** Unit names. */
  units: Record<MeasureUnit, string>;
  /** Name of the photo carousel. */
  photos: string;
}

/** Props of {@link PositionDetail}. */
export interface PositionDetailProps {
  /** The position. */
  position: PositionDetailData;
  /** Called with the quantity and chosen modifiers once every group is valid. */
  onAdd: (choice: { count: number; modifiers: ChosenModifier[] }) => void;
  /** Shows the add button busy. */
  adding?: boolean;
  /** Disables adding (e.g. the restaurant is closed). */
  disabled?: boolean;
  /** Called when a photo is pressed (to open the lightbox). */
  onPhotoClick?: (index: number) => void;
  /** Currency. */
  currency?: string;
  /** Locale for money. */
  locale?: string;
  /** Texts for translation. */
  labels?: Partial<PositionDetailLabels>;
}

const defaultLabels: PositionDetailLabels = {
  required: 'Обязательно',
  optional: 'По желанию',
  chooseAtLeast: (min) => (min === 1 ? 'Выберите хотя бы один вариант' : `Выберите не меньше ${min}`),
  upTo: (max) => `Не больше ${max}`,
  add: (total) => `Добавить за ${total}`,
  units: UNIT_LABELS_RU,
  photos: 'Фото блюда',
};

type Selection = Record<string, readonly string[]>;

// Nothing is preselected: a required group is a conscious choice (and its price must be visible).
function initialSelection(groups: readonly ModifierGroup[]): Selection {
  return Object.fromEntries(groups.map((group) => [group.id, []]));
}

/**
 * The position popup's content: photos, description, weight, modifier groups (required/optional,
 * min/max), a quantity counter and an add button with the total. Adding with a required group
 * unfilled shows the group's error and moves focus to it instead.
 *
 * @example
 * <Modal open title={p.name} $maxWidth="lg" onClose={close}><PositionDetail position={p} onAdd={addToCart} /></Modal>
 */
export function PositionDetail({
  position,
  onAdd,
  adding = false,
  disabled = false,
  onPhotoClick,
  currency,
  locale,
  labels,
}: PositionDetailProps) {
  const text = { ...defaultLabels, ...labels };
  const groups = position.modifierGroups ?? [];
  const [selection, setSelection] = useState<Selection>(() => initialSelection(groups));
  const [count, setCount] = useState(1);
  const [showErrors, setShowErrors] = useState(false);
  const groupRefs = useRef<Record<string, HTMLDivElement | null>>({});
  const idBase = useId();

  const chosen = (groupId: string) => selection[groupId] ?? [];
  const invalid = groups.filter((group) => chosen(group.id).length < group.min);

  const chosenModifiers: ChosenModifier[] = groups.flatMap((group) =>
    group.options
      .filter((option) => chosen(group.id).includes(option.id))
      .map((option) => ({ groupId: group.id, id: option.id, price: option.price })),
  );
  const unit = position.price + chosenModifiers.reduce((sum, modifier) => sum + modifier.price, 0);
  const total = formatMoney(unit * count, { currency, locale });

  const toggle = (group: ModifierGroup, optionId: string, on: boolean) => {
    setSelection((current) => {
      const list = current[group.id] ?? [];
      const next = on ? [...list, optionId] : list.filter((id) => id !== optionId);
      return { ...current, [group.id]: next.slice(-group.max) };
    });
  };

  const add = () => {
    if (invalid.length > 0) {
      setShowErrors(true);
      groupRefs.current[invalid[0]!.id]?.focus();
      return;
    }
    onAdd({ count, modifiers: chosenModifiers });
  };

  const weight = position.weight ? `${position.weight} ${text.units[position.unit ?? 'g']}` : null;
  const photos = position.photos.map((src, index) => (
    <Image
      key={src}
      src={src}
      alt={index === 0 ? position.name : ''}
      aspectRatio="4 / 3"
      loading="eager"
      $radius={16}
    />
  ));

  return (
    <Layout>
      <div>
        {photos.length > 1 ? (
          <Carousel label={text.photos} slides={photos} />
        ) : onPhotoClick && photos[0] ? (
          <button
            type="button"
            onClick={() => onPhotoClick(0)}
            style={{ display: 'block', width: '100%', padding: 0, border: 0, background: 'none', cursor: 'zoom-in' }}
          >
            {photos[0]}
          </button>
        ) : (
          (photos[0] ?? <Image src={undefined} alt="" aspectRatio="4 / 3" $radius={16} />)
        )}
      </div>
      <Info>
        <Name>{position.name}</Name>
        {weight && <Muted>{weight}</Muted>}
        {position.description && <p style={{ margin: 0 }}>{position.description}</p>}
        {position.note && <Muted>{position.note}</Muted>}
        <Price amount={position.price} oldAmount={position.oldPrice} currency={currency} locale={locale} $size="lg" />

        {groups.map((group) => {
          const list = chosen(group.id);
          const error = showErrors && list.length < group.min ? text.chooseAtLeast(group.min) : undefined;
          const titleId = `${idBase}-${group.id}`;
          const errorId = `${titleId}-error`;
          const single = group.min === 1 && group.max === 1;
          return (
            <Group
              key={group.id}
              ref={(element) => {
                groupRefs.current[group.id] = element;
              }}
              role="group"
              aria-labelledby={titleId}
              aria-describedby={error ? errorId : undefined}
              tabIndex={-1}
              $invalid={Boolean(error)}
            >
              <GroupHead>
                <GroupTitle id={titleId}>{group.name}</GroupTitle>
                <Hint>
                  {group.min > 0 ? text.required : text.optional}
                  {!single && group.max > 1 ? ` · ${text.upTo(group.max)}` : ''}
                </Hint>
              </GroupHead>
              {single
                ? group.options.map((option) => (
                    <div key={option.id}>
                      <CheckboxLabel>
                        <NativeInput
                          type="radio"
                          name={titleId}
                          value={option.id}
                          checked={list[0] === option.id}
                          onChange={() => setSelection((current) => ({ ...current, [group.id]: [option.id] }))}
                        />
                        <Box $round>
                          <svg viewBox="0 0 24 24" aria-hidden="true">
                            <circle cx="12" cy="12" r="6" fill="currentColor" />
                          </svg>
                        </Box>
                        <Text>
                          <span>{option.name}</span>
                          {option.price > 0 && (
                            <Description>+ {formatMoney(option.price, { currency, locale })}</Description>
                          )}
                        </Text>
                      </CheckboxLabel>
                    </div>
                  ))
                : group.options.map((option) => {
                    const checked = list.includes(option.id);
                    return (
                      <div key={option.id}>
                        <Checkbox
                          label={option.name}
                          description={
                            option.price ? `+ ${formatMoney(option.price, { currency, locale })}` : undefined
                          }
                          checked={checked}
                          disabled={!checked && list.length >= group.max}
                          onCheckedChange={(on) => toggle(group, option.id, on)}
                        />
                      </div>
                    );
                  })}
              {error && (
                <ErrorText id={errorId} role="alert">
                  {error}
                </ErrorText>
              )}
            </Group>
          );
        })}

        <Actions>
          <Counter label={position.name} value={count} min={1} max={99} onValueChange={setCount} />
          <Button onClick={add} loading={adding} disabled={disabled}>
            {text.add(total)}
          </Button>
        </Actions>
      </Info>
    </Layout>
  );
}
