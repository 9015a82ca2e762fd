import {
  chosenModifiers,
  formatMoney,
  modifierErrors,
  modifiersTotal,
  portionNutrition,
  toggleModifier,
} from '@tarelka/domain';
import type {
  Allergen,
  ChosenModifier as DomainChosenModifier,
  Macros,
  Minor,
  ModifierChoice,
  NutritionSubject,
} from '@tarelka/domain';
import { AllergenList } from '../AllergenList/AllergenList';
import { DietMarks } from '../DietMarks/DietMarks';
import { NutritionTable, type NutritionTableLabels } from '../NutritionTable/NutritionTable';
import { useId, useRef, useState } from 'react';
import { Button } from '../Button/Button';
import { Checkbox } from '../Checkbox/Checkbox';
import { Box, CheckboxLabel, Description, NativeInput, Text } from '../Checkbox/Checkbox.styles';
import { Counter } from '../Counter/Counter';
import { Image } from '../Image/Image';
import {
  Actions,
  ErrorText,
  Facts,
  Group,
  GroupHead,
  GroupTitle,
  Hint,
  Info,
  Layout,
  Muted,
  Name,
  PhotoButton,
} from './PositionDetail.styles';

/** A chosen modifier, as reported by `onAdd`: its group, id and extra price. */
export type ChosenModifier = DomainChosenModifier<string>;

/** One choice in a modifier group. */
export interface ModifierOption {
  /** Modifier id. */
  id: string;
  /** Name. */
  name: string;
  /** Extra price in minor units (0 for free). */
  price: Minor;
  /** Allergens the option brings (cheese: milk). */
  allergens?: readonly Allergen[];
  /** What one of the option adds to the portion. */
  nutrition?: Macros;
}

/** A group of modifiers with a minimum and maximum number of choices. */
export interface ModifierGroup {
  /** Group id. */
  id: string;
  /** Group name ('Размер', 'Добавки'). */
  name: string;
  /** Fewest choices; above 0 makes the group required. */
  min: number;
  /** Most choices; 1 makes it a single choice. */
  max: number;
  /** Choices. */
  options: readonly ModifierOption[];
}

/** A photo of a position. */
export interface PositionPhoto {
  /** URL. */
  src: string;
  /** Intrinsic width in px (reserves the space). */
  width?: number;
  /** Intrinsic height in px. */
  height?: number;
  /** Description; the dish name when missing. */
  alt?: string;
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
  /** Weight or volume, formatted in the customer's language ('450 г'). */
  measure?: string;
  /** Photos; the first is shown, all of them in the lightbox (`onPhotoClick`). */
  photos: readonly PositionPhoto[];
  /** Modifier groups. */
  modifierGroups?: readonly ModifierGroup[];
  /** Muted lines under the description (extended cooking time). */
  notes?: readonly string[];
  /**
   * The catalog's facts (measure with the weight, per-100 values, allergens): the КБЖУ table and
   * the allergen line are derived from them and the chosen modifiers (`portionNutrition`).
   */
  nutrition?: NutritionSubject;
  /** Dietary marks in words ('Веганское'). */
  diets?: readonly string[];
  /** What the dish is made of. */
  ingredients?: string;
}

/** Texts of the nutrition part of {@link PositionDetail}. */
export interface PositionNutritionLabels extends NutritionTableLabels {
  /** Head of the per-100 column of a position measured in ml ('На 100 мл'). */
  per100Ml: string;
  /** Before the allergens ('Содержит:'). */
  contains: string;
  /** An allergen's name in a list ('молоко'). */
  allergen: (allergen: Allergen) => string;
  /** When the dish declares no allergens ('Аллергены не указаны'). */
  noAllergens: string;
  /** Before the ingredients ('Состав:'). */
  ingredients: string;
  /** Accessible name of the diet marks ('Особенности блюда'). */
  diets: string;
}

/** Texts of {@link PositionDetail}, in the customer's language. */
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
  /** Accessible name of the photo button that opens the lightbox. */
  openPhoto: string;
  /** Accessible name of the quantity counter. */
  count: string;
  /** The counter's − button. */
  decrease: string;
  /** The counter's + button. */
  increase: string;
  /** Shown instead of the counter and the add button when the position cannot be ordered now. */
  unavailable: string;
  /** Texts of the КБЖУ table, allergens, diets and ingredients; needed when the data has them. */
  nutrition?: PositionNutritionLabels;
}

/** Props of {@link PositionDetail}. */
export interface PositionDetailProps {
  /** The position. */
  position: PositionDetailData;
  /** Called with the quantity and chosen modifiers once every group's minimum is met. */
  onAdd: (choice: { count: number; modifiers: ChosenModifier[] }) => void;
  /** Shows the add button busy. */
  adding?: boolean;
  /** Cannot be ordered now: a note replaces the counter and the add button. */
  unavailable?: boolean;
  /** Called when the photo is pressed (to open the lightbox at that photo). */
  onPhotoClick?: (index: number) => void;
  /** Leaves the name out, when the dialog's title already shows it. */
  hideName?: boolean;
  /** Currency (ISO 4217). */
  currency?: string;
  /** Locale for money. */
  locale?: string;
  /** Texts, in the customer's language. */
  labels: PositionDetailLabels;
}

/**
 * The position popup's content: photo (opening the lightbox), weight, description, notes, modifier
 * groups (required/optional, min/max, by the rules of `@tarelka/domain`), a quantity counter and an
 * add button with the total. Adding with a required group unfilled shows the group's error and moves
 * focus to it instead. Nothing is preselected: a required group is a conscious choice.
 *
 * @example
 * <Modal open title={p.name} onClose={close}><PositionDetail position={p} hideName onAdd={addToCart} labels={labels} /></Modal>
 */
export function PositionDetail({
  position,
  onAdd,
  adding = false,
  unavailable = false,
  onPhotoClick,
  hideName = false,
  currency,
  locale,
  labels,
}: PositionDetailProps) {
  const groups = position.modifierGroups ?? [];
  const [choice, setChoice] = useState<ModifierChoice<string>>({});
  const [count, setCount] = useState(1);
  const [showErrors, setShowErrors] = useState(false);
  const groupRefs = useRef<Record<string, HTMLDivElement | null>>({});
  const idBase = useId();

  const errors = modifierErrors(groups, choice);
  const money = (amount: Minor) => formatMoney(amount, { currency, locale });
  const total = money((position.price + modifiersTotal(groups, choice)) * count);
  // Live: the chosen options' energy and allergens are in the portion's figures.
  const options = new Map(
    groups.flatMap((group) => group.options.map((option) => [`${group.id}:${option.id}`, option] as const)),
  );
  const facts = position.nutrition
    ? portionNutrition(
        position.nutrition,
        chosenModifiers(groups, choice).map((chosen) => options.get(`${chosen.groupId}:${chosen.id}`) ?? {}),
      )
    : undefined;
  const text = labels.nutrition;

  const add = () => {
    const invalid = groups.find((group) => errors[group.id] !== undefined);
    if (invalid) {
      setShowErrors(true);
      groupRefs.current[invalid.id]?.focus();
      return;
    }
    onAdd({ count, modifiers: chosenModifiers(groups, choice) });
  };

  const photo = position.photos[0];
  const picture = (
    <Image
      src={photo?.src}
      alt={photo ? (photo.alt ?? position.name) : ''}
      width={photo?.width ?? 400}
      height={photo?.height ?? 300}
      aspectRatio="4 / 3"
      // The layer's main picture and its LCP: fetched at once, first.
      loading="eager"
      fetchPriority={photo ? 'high' : undefined}
      $fit="contain"
      $radius={12}
    />
  );

  return (
    <Layout>
      <div>
        {photo && onPhotoClick ? (
          <PhotoButton type="button" aria-label={labels.openPhoto} onClick={() => onPhotoClick(0)}>
            {picture}
          </PhotoButton>
        ) : (
          picture
        )}
      </div>
      <Info>
        {!hideName && <Name>{position.name}</Name>}
        {position.measure && <Muted>{position.measure}</Muted>}
        {position.diets && <DietMarks marks={position.diets} label={text?.diets} />}
        {position.description && <p style={{ margin: 0 }}>{position.description}</p>}
        {position.ingredients && text && (
          <p style={{ margin: 0 }}>
            <strong>{text.ingredients}</strong> {position.ingredients}
          </p>
        )}
        {position.notes?.map((note) => (
          <Muted key={note}>{note}</Muted>
        ))}

        {groups.map((group) => {
          const list = choice[group.id] ?? [];
          const min = errors[group.id];
          const error = showErrors && min !== undefined ? labels.chooseAtLeast(min) : undefined;
          const titleId = `${idBase}-${group.id}`;
          const errorId = `${titleId}-error`;
          const single = group.max === 1;
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
                  {group.min > 0 ? labels.required : labels.optional}
                  {group.max > 1 ? ` · ${labels.upTo(group.max)}` : ''}
                </Hint>
              </GroupHead>
              {group.options.map((option) => {
                const checked = list.includes(option.id);
                const price = option.price > 0 ? `+ ${money(option.price)}` : undefined;
                const toggle = (on: boolean) => setChoice((current) => toggleModifier(group, current, option.id, on));
                return (
                  <div key={option.id}>
                    {single && group.min > 0 ? (
                      <CheckboxLabel>
                        <NativeInput
                          type="radio"
                          name={titleId}
                          value={option.id}
                          checked={checked}
                          onChange={() => toggle(true)}
                        />
                        <Box $round>
                          <svg viewBox="0 0 24 24" aria-hidden="true">
                            <circle cx="12" cy="12" r="6" fill="currentColor" />
                          </svg>
                        </Box>
                        <Text>
                          <span>{option.name}</span>
                          {price && <Description>{price}</Description>}
                        </Text>
                      </CheckboxLabel>
                    ) : (
                      <Checkbox
                        label={option.name}
                        description={price}
                        checked={checked}
                        // A group at its maximum takes no more (a single choice swaps instead).
                        disabled={!checked && !single && list.length >= group.max}
                        onCheckedChange={toggle}
                      />
                    )}
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
          {unavailable ? (
            <Muted role="status">{labels.unavailable}</Muted>
          ) : (
            <>
              <Counter
                label={labels.count}
                labels={{ decrease: labels.decrease, increase: labels.increase }}
                value={count}
                min={1}
                max={99}
                onValueChange={setCount}
              />
              <Button onClick={add} loading={adding}>
                {labels.add(total)}
              </Button>
            </>
          )}
        </Actions>
      </Info>
      {facts && text && (
        <Facts>
          <AllergenList
            label={text.contains}
            allergens={facts.allergens.map(text.allergen)}
            empty={facts.allergensDeclared ? undefined : text.noAllergens}
          />
          {facts.per100 && (
            <NutritionTable
              per100={facts.per100}
              portion={facts.portion}
              locale={locale}
              labels={facts.per100Unit === 'ml' ? { ...text, per100: text.per100Ml } : text}
            />
          )}
        </Facts>
      )}
    </Layout>
  );
}
