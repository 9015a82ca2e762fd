import type { MouseEvent } from 'react';
import { Empty, Field, Price, Results } from './MenuSearchPanel.styles';

/** One dish found. */
export interface MenuSearchResult {
  /** Stable key. */
  id: string | number;
  /** The dish's name. */
  name: string;
  /** Its price, formatted (e.g. '450 ₽'). */
  price: string;
  /** Its page. */
  href: string;
}

/** Texts of {@link MenuSearchPanel}, in the page's language. */
export interface MenuSearchPanelLabels {
  /** Placeholder and accessible name of the field ('Поиск'). */
  placeholder: string;
  /** Shown when nothing matches ('Блюда не найдены'). */
  notFound: string;
}

/** Props of {@link MenuSearchPanel}. */
export interface MenuSearchPanelProps {
  /** The text typed (controlled). */
  query: string;
  /** Called with the new text on every keystroke. */
  onQueryChange: (query: string) => void;
  /** The dishes found, at most a screenful or two (the caller caps them). */
  results: readonly MenuSearchResult[];
  /** Whether a search ran and found nothing: shows the not-found status. */
  notFound: boolean;
  /** Called when a result is chosen (call `event.preventDefault()` to route in the app). */
  onSelect?: (result: MenuSearchResult, event: MouseEvent<HTMLAnchorElement>) => void;
  /** Texts. */
  labels: MenuSearchPanelLabels;
}

/**
 * The menu search's content (spec §2): a search field that takes the focus in its dialog
 * (`data-autofocus`), the dishes found as links with their prices, and 'Блюда не найдены' as a
 * status. Goes in a full-screen {@link Modal}; the caller does the matching.
 *
 * @example
 * <Modal open fullScreen title="Поиск" closeLabel="Закрыть" onClose={close}>
 *   <MenuSearchPanel query={q} onQueryChange={setQ} results={found} notFound={q !== '' && found.length === 0} labels={texts} />
 * </Modal>
 */
export function MenuSearchPanel({ query, onQueryChange, results, notFound, onSelect, labels }: MenuSearchPanelProps) {
  return (
    <>
      <Field
        type="search"
        placeholder={labels.placeholder}
        aria-label={labels.placeholder}
        value={query}
        onChange={(event) => onQueryChange(event.target.value)}
        data-autofocus
      />
      {notFound && <Empty role="status">{labels.notFound}</Empty>}
      <Results>
        {results.map((result) => (
          <li key={result.id}>
            <a href={result.href} onClick={(event) => onSelect?.(result, event)}>
              <span>{result.name}</span>
              <Price>{result.price}</Price>
            </a>
          </li>
        ))}
      </Results>
    </>
  );
}
