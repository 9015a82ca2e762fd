import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useIsMobile } from '../../lib/media';
import { backgroundOf, type LayerState } from '../layers';

/** Closes a top layer: back in history when it was opened over a page, else to its natural parent. */
export function useCloseLayer() {
  const navigate = useNavigate();
  const location = useLocation();
  const mobile = useIsMobile();
  return useCallback(() => {
    const state = (location.state ?? {}) as LayerState;
    if (state.background && window.history.length > 1) navigate(-1);
    else navigate(backgroundOf(location, mobile) ?? '/', { replace: true });
  }, [navigate, location, mobile]);
}
