import styled from 'styled-components';
import { controlCss } from '../lib/field.styles';
import { inlineListCss, listHeadingCss } from '../lib/inline-list.styles';

export const Form = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md}px;
`;

export const Grid = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${({ theme }) => theme.space.md}px;

  ${({ theme }) => theme.media.sm} {
    grid-template-columns: repeat(4, 1fr);
  }
`;

export const Chosen = styled.p`
  margin: 0;
  padding: ${({ theme }) => `${theme.space.sm}px ${theme.space.md}px`};
  border-radius: ${({ theme }) => theme.radii.md}px;
  background: ${({ theme }) => theme.colors.primarySoft};
  color: ${({ theme }) => theme.colors.text};
`;

export const ComboWrap = styled.div`
  position: relative;
`;

export const ComboInput = styled.input<{ $invalid?: boolean }>`
  ${controlCss};
`;

export const Listbox = styled.ul`
  position: absolute;
  top: calc(100% + 4px);
  left: 0;
  right: 0;
  z-index: ${({ theme }) => theme.zIndex.tooltip};
  max-height: 310px;
  margin: 0;
  padding: ${({ theme }) => theme.space.xxs}px 0;
  overflow-y: auto;
  list-style: none;
  border-radius: ${({ theme }) => theme.radii.md}px;
  background: ${({ theme }) => theme.colors.surfaceRaised};
  box-shadow: ${({ theme }) => theme.elevation[3]};
`;

export const Option = styled.li`
  display: flex;
  flex-direction: column;
  justify-content: center;
  min-height: 48px;
  padding: ${({ theme }) => theme.space.xs}px ${({ theme }) => theme.space.md}px;
  cursor: pointer;

  &[aria-selected='true'],
  &:hover {
    background: ${({ theme }) => theme.colors.surfaceHover};
  }
  small {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

export const SavedList = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.xs}px;

  h3 {
    ${listHeadingCss};
    color: ${({ theme }) => theme.colors.textMuted};
  }
  ul {
    ${inlineListCss};
  }
  button {
    display: grid;
    min-height: 44px;
    max-width: 100%;
    padding: ${({ theme }) => `${theme.space.xs}px ${theme.space.sm}px`};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md}px;
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
    font: inherit;
    text-align: start;
    cursor: pointer;
    overflow-wrap: anywhere;

    &:hover {
      background: ${({ theme }) => theme.colors.surfaceHover};
    }
    &:focus-visible {
      outline: 3px solid ${({ theme }) => theme.colors.focus};
      outline-offset: 2px;
    }
  }
  small {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;
