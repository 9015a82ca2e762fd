import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

const Button = styled.button`
  position: fixed;
  right: 16px;
  bottom: calc(24px + var(--cart-bar-space, 0px));
  z-index: ${({ theme }) => theme.zIndex.sticky};
  width: 48px;
  height: 48px;
  border-radius: 50%;
  border: 0;
  background: ${({ theme }) => theme.colors.surfaceRaised};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: ${({ theme }) => theme.elevation[2]};
  cursor: pointer;
  display: grid;
  place-items: center;
`;

/** The scroll-to-top button (spec §2), shown after a screen and a half of scrolling. */
export function ScrollToTop() {
  const { t } = useTranslation();
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const onScroll = () => setShown(window.scrollY > window.innerHeight * 1.5);
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  if (!shown) return null;
  return (
    <Button
      type="button"
      aria-label={t('nav.scrollTop')}
      onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
    >
      <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
        <path d="M6 14l6-6 6 6" stroke="currentColor" strokeWidth="2" fill="none" strokeLinecap="round" />
      </svg>
    </Button>
  );
}
