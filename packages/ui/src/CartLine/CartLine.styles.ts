import styled from 'styled-components';

export const Row = styled.li<{ $unavailable: boolean }>`
  display: grid;
  grid-template-columns: 72px minmax(0, 1fr) auto;
  grid-template-areas:
    'photo info remove'
    'photo controls controls';
  gap: ${({ theme }) => theme.space.xs}px ${({ theme }) => theme.space.sm}px;
  padding: ${({ theme }) => theme.space.sm}px 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  list-style: none;
  opacity: ${({ $unavailable }) => ($unavailable ? 0.7 : 1)};

  ${({ theme }) => theme.media.sm} {
    grid-template-columns: 88px minmax(0, 1fr) auto auto;
    grid-template-areas: 'photo info controls remove';
    align-items: center;
  }
`;

export const Photo = styled.div`
  grid-area: photo;
`;

export const Info = styled.div`
  grid-area: info;
  min-width: 0;
`;

export const Name = styled.p`
  margin: 0;
  font-weight: ${({ theme }) => theme.typography.weight.medium};
  overflow-wrap: anywhere;
`;

export const Small = styled.p<{ $danger?: boolean }>`
  margin: 0;
  color: ${({ theme, $danger }) => ($danger ? theme.colors.danger : theme.colors.textMuted)};
  font-size: ${({ theme }) => theme.typography.size.sm};
`;

export const Controls = styled.div`
  grid-area: controls;
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md}px;
`;

export const Remove = styled.div`
  grid-area: remove;
`;
