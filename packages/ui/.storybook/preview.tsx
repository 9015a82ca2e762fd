import type { Preview } from '@storybook/react-vite';
import { ThemeProvider } from 'styled-components';
import { watchMobile } from '../src/lib/hooks';
import { GlobalStyle } from '../src/theme/GlobalStyle';
import { createTheme } from '../src/theme/theme';
import { screenTenants } from '../src/screens/tenants';

// The mobile rule's `data-mobile` on <html> (what a page's head script sets), so `media.mobile` follows the viewport.
watchMobile();

const themes = { dark: createTheme(), light: createTheme({ scheme: 'light' }) };

// A tenant's theme (from tenants/<id>/tenant.json) wins over the kit's colour scheme. The Screens
// stories ask for the demo tenant through `parameters.tenant`; the toolbar can pick any tenant
// for any story, so a new tenant sees its brand everywhere before a build.
const themeOf = (globals: Record<string, unknown>, parameters: Record<string, unknown>) => {
  const tenantId = (globals.tenant as string | undefined) || (parameters.tenant as string | undefined);
  const tenant = tenantId ? screenTenants[tenantId] : undefined;
  return tenant ? tenant.theme : themes[(globals.theme as 'dark' | 'light' | undefined) ?? 'dark'];
};

const preview: Preview = {
  tags: ['autodocs'],
  globalTypes: {
    theme: {
      description: 'Colour scheme',
      toolbar: {
        title: 'Theme',
        icon: 'mirror',
        items: [
          { value: 'dark', title: 'Dark (default)' },
          { value: 'light', title: 'Light' },
        ],
        dynamicTitle: true,
      },
    },
    tenant: {
      description: 'Tenant branding (tenants/*/tenant.json)',
      toolbar: {
        title: 'Tenant',
        icon: 'paintbrush',
        items: [
          { value: '', title: 'Kit theme / story default' },
          ...Object.values(screenTenants).map((tenant) => ({
            value: tenant.id,
            title: `${tenant.name} (${tenant.id})`,
          })),
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'dark', tenant: '' },
  parameters: {
    layout: 'padded',
    controls: { expanded: true },
    // Every story is an accessibility test: any axe violation fails it.
    a11y: { test: 'error' },
    viewport: {
      options: {
        mobile: { name: 'Mobile (375)', styles: { width: '375px', height: '740px' }, type: 'mobile' },
        tablet: { name: 'Tablet (840)', styles: { width: '840px', height: '1000px' }, type: 'tablet' },
        desktop: { name: 'Desktop (1280)', styles: { width: '1280px', height: '800px' }, type: 'desktop' },
        // The viewports of the Screens stories and of the storefront's screenshots.
        screenPhone: { name: 'Phone (390×844)', styles: { width: '390px', height: '844px' }, type: 'mobile' },
        screenDesktop: { name: 'Desktop (1440×900)', styles: { width: '1440px', height: '900px' }, type: 'desktop' },
      },
    },
  },
  decorators: [
    (Story, context) => {
      const theme = themeOf(context.globals, context.parameters);
      return (
        <ThemeProvider theme={theme}>
          <GlobalStyle />
          <Story />
        </ThemeProvider>
      );
    },
  ],
};

export default preview;
