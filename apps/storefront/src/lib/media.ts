// Mobile (spec §2: a mobile user agent or narrower than 840 px) is decided once, by the kit: the
// same rule sets `data-mobile` on <html> (index.html's head script) that `media.mobile` selects on.
export { isMobileNow, useIsMobile } from '@tarelka/ui';
