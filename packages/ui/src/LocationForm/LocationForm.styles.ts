import styled from 'styled-components';

export const Root = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md}px;
`;

export const Lead = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const Heading = styled.h3`
  margin: 0;
`;

export const Alert = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
`;

export const Row = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.xs}px;
  align-items: center;
  flex-wrap: wrap;
`;

/**
 * 'Сохранить' stays in reach while the form scrolls (a bottom sheet on phones): the bar sticks to
 * the bottom of the Modal's body, reaching over its padding (lg, md on phones).
 */
export const Actions = styled(Row)`
  position: sticky;
  bottom: -${({ theme }) => theme.space.lg}px;
  margin: 0 -${({ theme }) => theme.space.lg}px -${({ theme }) => theme.space.lg}px;
  padding: ${({ theme }) => `${theme.space.sm}px ${theme.space.lg}px ${theme.space.lg}px`};
  gap: ${({ theme }) => theme.space.sm}px;
  justify-content: space-between;
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: 0 -1px 0 ${({ theme }) => theme.colors.border};
  ${({ theme }) => theme.media.mobile} {
    bottom: calc(-${({ theme }) => theme.space.md}px - env(safe-area-inset-bottom));
    margin: 0 -${({ theme }) => theme.space.md}px
      calc(-${({ theme }) => theme.space.md}px - env(safe-area-inset-bottom));
    padding: ${({ theme }) => `${theme.space.sm}px ${theme.space.md}px`}
      calc(${({ theme }) => theme.space.md}px + env(safe-area-inset-bottom));
  }
`;
