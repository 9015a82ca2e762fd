/** PLACEHOLDER for `Tabs` of `@tarelka/ui`: a two-or-more option toggle (radio group semantics). */
import styled from 'styled-components';

/** Props of {@link Segmented}. */
export interface SegmentedProps<T extends string> {
  /** Accessible name of the group. */
  label: string;
  /** Options in display order. */
  options: Array<{ value: T; label: string }>;
  /** The chosen value. */
  value: T;
  /** Called with the newly chosen value. */
  onChange: (value: T) => void;
}

const Group = styled.div`
  display: grid;
  grid-auto-flow: column;
  grid-auto-columns: 1fr;
  padding: 4px;
  gap: 4px;
  border-radius: ${({ theme }) => theme.radii.pill}px;
  background: ${({ theme }) => theme.colors.background};
`;
const Option = styled.button<{ $active: boolean }>`
  min-height: 40px;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.pill}px;
  cursor: pointer;
  font-weight: ${({ theme }) => theme.typography.weight.medium};
  background: ${({ theme, $active }) => ($active ? theme.colors.primary : 'transparent')};
  color: ${({ theme, $active }) => ($active ? theme.colors.onPrimary : theme.colors.text)};
`;

/** A segmented toggle. */
export function Segmented<T extends string>({ label, options, value, onChange }: SegmentedProps<T>) {
  return (
    <Group role="radiogroup" aria-label={label}>
      {options.map((option) => (
        <Option
          key={option.value}
          type="button"
          role="radio"
          aria-checked={option.value === value}
          $active={option.value === value}
          onClick={() => onChange(option.value)}
        >
          {option.label}
        </Option>
      ))}
    </Group>
  );
}
