/** PLACEHOLDER for `PositionCard` of `@tarelka/ui`: photo, name, weight, price, tags, an add button. */
import styled from 'styled-components';
import { Picture } from '../Picture/Picture';

/** Props of {@link PositionCard}. */
export interface PositionCardProps {
  /** Dish name. */
  name: string;
  /** Photo URL. */
  photo?: string | null;
  /** Formatted price. */
  price: string;
  /** Weight or volume, formatted. */
  measure?: string;
  /** Short tags ('18+', 'Готовится 1,5 часа'). */
  tags?: string[];
  /** When set, the card is dimmed and this note replaces the add button. */
  unavailable?: string;
  /** Link target of the card. */
  href: string;
  /** Opens the detail; called instead of following the link. */
  onOpen: () => void;
  /** Accessible label of the add button. */
  addLabel: string;
  /** Loads the photo first (the LCP image). */
  priority?: boolean;
}

const Card = styled.article<{ $dim: boolean }>`
  position: relative;
  display: flex;
  flex-direction: column;
  border-radius: ${({ theme }) => theme.radii.md}px;
  background: ${({ theme }) => theme.colors.surface};
  overflow: hidden;
  content-visibility: auto;
  contain-intrinsic-size: auto 320px;
`;
const Photo = styled.div<{ $dim: boolean }>`
  opacity: ${({ $dim }) => ($dim ? 0.5 : 1)};
  filter: ${({ $dim }) => ($dim ? 'grayscale(1)' : 'none')};
`;
const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: 4px;
  padding: 12px;
  flex: 1;
`;
const Name = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.size.md};
  line-height: ${({ theme }) => theme.typography.lineHeight.tight};
  a {
    color: inherit;
    text-decoration: none;
  }
  a::after {
    content: '';
    position: absolute;
    inset: 0;
  }
`;
const Meta = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.size.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;
const Foot = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
  margin-top: auto;
  padding-top: 8px;
`;
const Price = styled.span`
  font-weight: ${({ theme }) => theme.typography.weight.bold};
`;
const Tags = styled.ul`
  position: absolute;
  top: 8px;
  left: 8px;
  display: flex;
  flex-wrap: wrap;
  gap: 4px;
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    padding: 2px 8px;
    border-radius: ${({ theme }) => theme.radii.pill}px;
    background: ${({ theme }) => theme.colors.surfaceRaised};
    font-size: ${({ theme }) => theme.typography.size.xs};
  }
`;
const Plus = styled.span`
  display: grid;
  place-items: center;
  width: 40px;
  height: 40px;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-size: 24px;
  line-height: 1;
`;
const Note = styled.span`
  font-size: ${({ theme }) => theme.typography.size.sm};
  color: ${({ theme }) => theme.colors.warning};
`;

/** A dish in the menu grid; the whole card opens the detail. */
export function PositionCard({
  name,
  photo,
  price,
  measure,
  tags = [],
  unavailable,
  href,
  onOpen,
  addLabel,
  priority,
}: PositionCardProps) {
  return (
    <Card $dim={Boolean(unavailable)} data-testid="position-card">
      <Photo $dim={Boolean(unavailable)}>
        <Picture
          src={photo}
          width={400}
          height={300}
          ratio="4 / 3"
          fit="contain"
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : undefined}
          decoding="async"
        />
      </Photo>
      {tags.length > 0 && (
        <Tags>
          {tags.map((tag) => (
            <li key={tag}>{tag}</li>
          ))}
        </Tags>
      )}
      <Body>
        <Name>
          <a
            href={href}
            onClick={(event) => {
              if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
              event.preventDefault();
              onOpen();
            }}
          >
            {name}
          </a>
        </Name>
        {measure && <Meta>{measure}</Meta>}
        <Foot>
          <Price>{price}</Price>
          {unavailable ? (
            <Note>{unavailable}</Note>
          ) : (
            <Plus aria-label={addLabel} role="img">
              +
            </Plus>
          )}
        </Foot>
      </Body>
    </Card>
  );
}
