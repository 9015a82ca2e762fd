import styled from 'styled-components';

/** Photos beside the facts from 840 px, above them on phones. */
export const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
  gap: 32px;
  margin-bottom: 32px;

  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: minmax(0, 1fr);
    gap: 16px;
  }
`;

export const Photos = styled.div`
  display: grid;
  align-content: start;
  gap: 12px;
  border-radius: ${({ theme }) => theme.radii.md}px;
  overflow: hidden;
`;

export const Facts = styled.dl`
  display: grid;
  gap: 4px;
  margin: 0;

  dt {
    margin-top: 12px;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.typography.size.sm};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

export const Hours = styled.div`
  margin-top: 24px;
`;
