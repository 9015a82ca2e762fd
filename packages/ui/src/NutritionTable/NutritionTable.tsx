import { formatTenths, type Macros } from '@tarelka/domain';
import styled from 'styled-components';

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.typography.size.sm};
  font-variant-numeric: tabular-nums;

  caption {
    margin-bottom: ${({ theme }) => theme.space.xxs}px;
    font-weight: ${({ theme }) => theme.typography.weight.bold};
    text-align: start;
  }
  th,
  td {
    padding: ${({ theme }) => theme.space.xxs}px 0;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    font-weight: ${({ theme }) => theme.typography.weight.regular};
    text-align: end;
  }
  th:first-child {
    text-align: start;
  }
  thead th {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  td,
  thead th {
    white-space: nowrap;
  }
  td + td,
  th + th {
    padding-inline-start: ${({ theme }) => theme.space.sm}px;
  }
`;

/** Texts of {@link NutritionTable}, in the customer's language. */
export interface NutritionTableLabels {
  /** The table's caption ('Пищевая ценность'). */
  caption: string;
  /** Head of the names' column ('Нутриент'); shown to screen readers only when empty. */
  nutrient: string;
  /** Head of the portion's column ('На порцию'). */
  perPortion: string;
  /** Head of the per-100 column, in the position's unit ('На 100 г', 'На 100 мл'). */
  per100: string;
  /** Row names. */
  kcal: string;
  proteins: string;
  fats: string;
  carbohydrates: string;
  /** Row of alcohol, shown only when the figures have it ('Алкоголь'). */
  alcohol: string;
  /** Units after the numbers ('ккал', 'г'). */
  kcalUnit: string;
  gramUnit: string;
}

/** Props of {@link NutritionTable}. */
export interface NutritionTableProps {
  /** Per 100 g or ml, as the catalog gives them. */
  per100: Macros;
  /** One portion (with the chosen modifiers); without it the portion's column is left out. */
  portion?: Macros;
  /** Locale of the numbers' digits and decimal comma. */
  locale?: string;
  /** Texts, in the customer's language. */
  labels: NutritionTableLabels;
}

const ROWS = ['kcal', 'proteins', 'fats', 'carbohydrates', 'alcohol'] as const;

/**
 * The КБЖУ table (ТР ТС 022/2011): energy, proteins, fats and carbohydrates (and alcohol for a
 * drink that has it) per portion and per 100 g or ml, with units. The portion's column is left out,
 * never filled with zeros, when the portion's weight is unknown (`portionNutrition` of
 * `@tarelka/domain` gives none).
 *
 * @example
 * <NutritionTable per100={n.per100!} portion={n.portion} labels={labels} locale="ru" />
 */
export function NutritionTable({ per100, portion, locale, labels }: NutritionTableProps) {
  const cell = (macros: Macros, row: (typeof ROWS)[number]) =>
    `${formatTenths(macros[row] ?? 0, locale)} ${row === 'kcal' ? labels.kcalUnit : labels.gramUnit}`;
  return (
    <Table>
      <caption>{labels.caption}</caption>
      <thead>
        <tr>
          <th scope="col">{labels.nutrient}</th>
          {portion && <th scope="col">{labels.perPortion}</th>}
          <th scope="col">{labels.per100}</th>
        </tr>
      </thead>
      <tbody>
        {ROWS.filter((row) => row !== 'alcohol' || per100.alcohol !== undefined).map((row) => (
          <tr key={row}>
            <th scope="row">{labels[row]}</th>
            {portion && <td>{cell(portion, row)}</td>}
            <td>{cell(per100, row)}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
