import { useState } from 'react';
import { CheckIcon, ChevronRightIcon } from '../lib/icons';
import { TextField } from '../TextField/TextField';
import { CityButton, Empty, List, Search } from './CityChooser.styles';

/** A city to choose. */
export interface CityOption {
  /** City id. */
  id: string;
  /** City name. */
  name: string;
}

/** Texts of {@link CityChooser}. */
export interface CityChooserLabels {
  /** Search field label. */
  search: string;
  /** Nothing matches the search. */
  notFound: string;
  /** Name of the list. */
  list: string;
  /** Accessible name of the search field's clear button. */
  clear: string;
}

/** Props of {@link CityChooser}. */
export interface CityChooserProps {
  /** Cities in display order. */
  cities: readonly CityOption[];
  /** The chosen city, if any. */
  value: string | null;
  /** Called with the chosen city (the location dialog then moves to the delivery type step). */
  onChoose: (id: string) => void;
  /** Shows a search field from this many cities up. */
  searchFrom?: number;
  /** Texts. */
  labels: CityChooserLabels;
}

/**
 * The city step of the location dialog: a list of cities (with a search for long lists).
 *
 * @example
 * <CityChooser cities={cities} value={cityId} onChoose={chooseCity} labels={labels} />
 */
export function CityChooser({ cities, value, onChoose, searchFrom = 8, labels: text }: CityChooserProps) {
  const [query, setQuery] = useState('');
  const needle = query.trim().toLocaleLowerCase('ru');
  const shown = needle ? cities.filter((city) => city.name.toLocaleLowerCase('ru').includes(needle)) : cities;
  return (
    <div>
      {cities.length >= searchFrom && (
        <Search>
          <TextField
            label={text.search}
            value={query}
            onValueChange={setQuery}
            clearable
            clearLabel={text.clear}
            type="search"
          />
        </Search>
      )}
      {shown.length === 0 ? (
        <Empty role="status">{text.notFound}</Empty>
      ) : (
        <List aria-label={text.list}>
          {shown.map((city) => (
            <li key={city.id}>
              <CityButton
                type="button"
                aria-current={city.id === value ? 'true' : undefined}
                onClick={() => onChoose(city.id)}
              >
                {city.name}
                {city.id === value ? <CheckIcon /> : <ChevronRightIcon />}
              </CityButton>
            </li>
          ))}
        </List>
      )}
    </div>
  );
}
