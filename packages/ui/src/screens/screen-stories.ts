// Story variants shared by every Screens story: the toolbar's tenant (demo by default) and the
// other demo tenant, each at the phone (390×844) and desktop (1440×900) viewports. The viewport
// names are defined in .storybook/preview.tsx; the Vitest addon resizes the browser to them.
import { DEFAULT_SCREEN_TENANT } from './tenants';

const viewport = (value: 'screenPhone' | 'screenDesktop') => ({ value, isRotated: false });

/** Parameters of every Screens meta: full-bleed layout, the default tenant. */
export const screenParameters = { layout: 'fullscreen', tenant: DEFAULT_SCREEN_TENANT } as const;

/** The toolbar's tenant on a 390×844 phone. */
export const phone = { globals: { viewport: viewport('screenPhone') } };
/** The toolbar's tenant on a 1440×900 desktop. */
export const desktop = { globals: { viewport: viewport('screenDesktop') } };
/** «Северная Кухня» (light theme) on a phone. */
export const severPhone = { globals: { tenant: 'sever', viewport: viewport('screenPhone') } };
/** «Северная Кухня» on a desktop. */
export const severDesktop = { globals: { tenant: 'sever', viewport: viewport('screenDesktop') } };

/** Items and total of a cart fixture. */
export function cartTotals(lines: readonly { count: number; sum: number; oldSum?: number }[]) {
  const count = lines.reduce((n, line) => n + line.count, 0);
  const total = lines.reduce((n, line) => n + line.sum, 0);
  const subtotal = lines.reduce((n, line) => n + (line.oldSum ?? line.sum), 0);
  return { count, total, subtotal, discount: subtotal - total };
}
