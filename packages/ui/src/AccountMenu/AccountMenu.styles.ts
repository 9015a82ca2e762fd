import styled from 'styled-components';

export const Wrap = styled.div`
  position: relative;
  display: inline-flex;
`;

export const Trigger = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs}px;
  min-height: 44px;
  max-width: 16rem;
  padding: 0 ${({ theme }) => theme.space.xs}px;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.pill}px;
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  cursor: pointer;

  &:hover {
    color: ${({ theme }) => theme.colors.primaryText};
  }
  > span {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  > svg {
    flex: none;
    width: 18px;
    height: 18px;
  }
`;

export const Avatar = styled.img`
  flex: none;
  width: 32px;
  height: 32px;
  border-radius: 50%;
  object-fit: cover;
`;

export const Menu = styled.ul`
  position: absolute;
  top: calc(100% + ${({ theme }) => theme.space.xxs}px);
  right: 0;
  z-index: ${({ theme }) => theme.zIndex.tooltip};
  min-width: 12rem;
  margin: 0;
  padding: ${({ theme }) => theme.space.xxs}px 0;
  list-style: none;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md}px;
  background: ${({ theme }) => theme.colors.surfaceRaised};
  box-shadow: ${({ theme }) => theme.elevation[2]};
`;

export const Item = styled.a`
  display: flex;
  align-items: center;
  width: 100%;
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space.md}px;
  border: 0;
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  text-align: start;
  text-decoration: none;
  cursor: pointer;

  &:hover,
  &:focus-visible {
    background: ${({ theme }) => theme.colors.surfaceHover};
  }
`;

export const Inline = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.xxs}px;

  > h2 {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.xs}px;
    margin: 0;
    font-size: inherit;
    font-weight: ${({ theme }) => theme.typography.weight.bold};
    overflow-wrap: anywhere;
  }
  ul {
    margin: 0;
    padding: 0;
    list-style: none;
  }
  ${Item} {
    padding: 0;
  }
`;
