import { useCallback, type MouseEvent } from 'react';
import { useNavigate, type NavigateOptions, type To } from 'react-router';

/**
 * Routes a plain click on one of the kit's `<a href>` links in-app, with router options (a layer's
 * background state, `replace` for a hash); a modified click (new tab, download), a click already
 * handled or a link opening elsewhere keeps the browser's default. A link to the page shown replaces
 * its history entry, as react-router's `Link` does (the storefront renders plain `<a>`s with this
 * instead: `Link` brings its prefetching code into the first route). The returned function is stable.
 *
 * @example
 * const follow = useLinkNavigate();
 * <PromotionCard href={href} onOpen={(_, event) => follow(href, event, { state })} … />
 */
export function useLinkNavigate(): (to: To, event: MouseEvent<Element>, options?: NavigateOptions) => void {
  const navigate = useNavigate();
  return useCallback(
    (to, event, options) => {
      const modified = event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0;
      if (event.defaultPrevented || modified || event.currentTarget.getAttribute('target') === '_blank') return;
      event.preventDefault();
      const here = window.location.pathname + window.location.search + window.location.hash;
      void navigate(to, { replace: to === here, ...options });
    },
    [navigate],
  );
}
