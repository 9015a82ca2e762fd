import type { ReactNode } from 'react';
import styled from 'styled-components';

/** Props of {@link PageHeader}. */
export interface PageHeaderProps {
  /** The page's heading (its only h1). */
  title: ReactNode;
  /** Controls at the end of the header. */
  actions?: ReactNode;
}

const Bar = styled.header`
  display: flex;
  align-items: center;
  gap: 16px;
  min-height: ${({ theme }) => theme.layout.pageHeader.desktop}px;
  ${({ theme }) => theme.media.mobile} {
    min-height: ${({ theme }) => theme.layout.pageHeader.mobile}px;
  }
`;
const H1 = styled.h1`
  flex: 1;
  margin: 0;
  font-size: ${({ theme }) => theme.typography.size.xxl};
  line-height: ${({ theme }) => theme.typography.lineHeight.tight};
  ${({ theme }) => theme.media.mobile} {
    font-size: ${({ theme }) => theme.typography.size.xl};
  }
`;

/** The page header: 80 px on desktop, 56 px on mobile (spec §2). */
export function PageHeader({ title, actions }: PageHeaderProps) {
  return (
    <Bar>
      <H1>{title}</H1>
      {actions}
    </Bar>
  );
}
