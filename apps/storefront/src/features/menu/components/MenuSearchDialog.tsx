import { formatMoney } from '@tarelka/domain';
import { useDeferredValue, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import styled from 'styled-components';
import { ModalDialog } from '../../../components/Modal/ModalDialog';
import { appConfig } from '../../../config/tenant';
import type { Position } from '../../../lib/api/hooks';

/** Props of {@link MenuSearchDialog}. */
export interface MenuSearchDialogProps {
  open: boolean;
  onClose: () => void;
  /** Every position searchable. */
  positions: Position[];
}

const Field = styled.input`
  width: 100%;
  height: 48px;
  padding: 0 16px;
  border-radius: ${({ theme }) => theme.radii.pill}px;
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  background: ${({ theme }) => theme.colors.background};
`;
const Results = styled.ul`
  list-style: none;
  margin: 16px 0 0;
  padding: 0;
  max-width: 720px;
  a {
    display: flex;
    justify-content: space-between;
    gap: 16px;
    padding: 12px 4px;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    color: inherit;
    text-decoration: none;
  }
`;
const Empty = styled.p`
  margin: 32px 0;
  text-align: center;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const LIMIT = 60;

/**
 * The full-screen menu search (spec §2): placeholder 'Поиск', 'Блюда не найдены' when nothing
 * matches. Names are lower-cased once and matching runs on a deferred value, so typing stays
 * instant on a 3,000-position menu; at most 60 results render. Loaded when the search is first
 * opened (MenuSearch.tsx): the menu page's first load has only the button.
 */
export function MenuSearchDialog({ open, onClose, positions }: MenuSearchDialogProps) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const [query, setQuery] = useState('');
  const deferred = useDeferredValue(query.trim().toLocaleLowerCase());
  const index = useMemo(() => positions.map((p) => ({ position: p, key: p.name.toLocaleLowerCase() })), [positions]);
  const results = useMemo(() => {
    if (!deferred) return [];
    const found: Position[] = [];
    for (const entry of index) {
      if (entry.key.includes(deferred)) found.push(entry.position);
      if (found.length >= LIMIT) break;
    }
    return found;
  }, [index, deferred]);

  return (
    <ModalDialog open={open} title={t('nav.search')} onClose={onClose} fullScreen testId="menu-search">
      <Field
        type="search"
        placeholder={t('menu.searchPlaceholder')}
        aria-label={t('menu.searchPlaceholder')}
        value={query}
        onChange={(e) => setQuery(e.target.value)}
        data-autofocus
      />
      {deferred && results.length === 0 && <Empty role="status">{t('menu.notFound')}</Empty>}
      <Results>
        {results.map((p) => (
          <li key={p.id}>
            <a
              href={`/menus/${p.menu.id}/positions/${p.id}`}
              onClick={(event) => {
                event.preventDefault();
                onClose();
                navigate(`/menus/${p.menu.id}/positions/${p.id}`, {
                  state: { background: { pathname: location.pathname, search: location.search, hash: '' } },
                });
              }}
            >
              <span>{p.name}</span>
              <span>{formatMoney(p.price, { locale: i18n.language, currency: appConfig.currency })}</span>
            </a>
          </li>
        ))}
      </Results>
    </ModalDialog>
  );
}
