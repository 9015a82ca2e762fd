import styled from 'styled-components';

export const SearchRoot = styled.div`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: 8px;
`;

export const SearchInput = styled.input`
  width: 100%;
  min-height: 48px;
  box-sizing: border-box;
  padding: 0 16px;
  border: 2px solid ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radii.md}px;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-size: 16px;

  &::placeholder {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  &:focus {
    outline: none;
    border-color: ${({ theme }) => theme.colors.primary};
  }
`;

export const SuggestionList = styled.ul`
  max-height: 310px;
  margin: 0;
  padding: 4px 0;
  overflow-y: auto;
  list-style: none;
  border-radius: ${({ theme }) => theme.radii.md}px;
  background: ${({ theme }) => theme.colors.surface};
`;

export const SuggestionItem = styled.li<{ $active: boolean }>`
  padding: 10px 16px;
  cursor: pointer;
  color: ${({ theme }) => theme.colors.text};
  background: ${({ $active, theme }) => ($active ? `${theme.colors.primary}33` : 'transparent')};
  box-shadow: ${({ $active, theme }) => ($active ? `inset 3px 0 0 ${theme.colors.primary}` : 'none')};

  &:hover {
    background: ${({ theme }) => `${theme.colors.primary}22`};
  }
`;

export const SuggestionMain = styled.span`
  display: block;
  font-weight: 600;
`;

export const SuggestionSecondary = styled.span`
  display: block;
  font-size: 14px;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const SearchStatus = styled.p`
  margin: 0;
  padding: 12px 16px;
  color: ${({ theme }) => theme.colors.textMuted};
`;
