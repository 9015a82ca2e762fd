import { render, screen } from '@testing-library/react';
import { createTheme } from '@tarelka/ui';
import { I18nextProvider } from 'react-i18next';
import { ThemeProvider } from 'styled-components';
import { describe, expect, it } from 'vitest';
import { appConfig } from '../../../config/tenant';
import { createI18n } from '../../../lib/i18n/i18n';
import { StaticPage } from './StaticPage';

async function renderPage(slug: string, locale: 'ru' | 'en' | 'cnr' = 'ru') {
  const i18n = await createI18n(appConfig, locale);
  return render(
    <I18nextProvider i18n={i18n}>
      <ThemeProvider theme={createTheme()}>
        <StaticPage slug={slug} titleKey={`pages.${slug}.title`} />
      </ThemeProvider>
    </I18nextProvider>,
  );
}

describe('<StaticPage />', () => {
  it("shows the tenant's page with its title, lists and safe links", async () => {
    await renderPage('dostavka');
    expect(screen.getByRole('heading', { level: 1, name: 'Доставка' })).toBeInTheDocument();
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Москва',
      'Тверь',
      'Выберите блюда.',
      'Оформите заказ.',
    ]);
    expect(screen.getByRole('link', { name: 'Позвонить' })).toHaveAttribute('href', 'tel:+74950000000');
  });

  it('shows bold text and numbered lists (CommonMark)', async () => {
    const { container } = await renderPage('dostavka');
    expect(container.querySelector('strong')).toHaveTextContent('быстро');
    expect(container.querySelector('ol')).toHaveTextContent('Выберите блюда');
  });

  it("shows the default locale's text where the tenant wrote none, marked with its language", async () => {
    const { container } = await renderPage('dostavka', 'cnr');
    expect(container.querySelector('strong')).toHaveTextContent('быстро');
    expect(container.querySelector('article')).toHaveAttribute('lang', appConfig.defaultLocale);
  });

  it('shows tenant HTML and script URLs as text, never running them', async () => {
    const { container } = await renderPage('dostavka');
    expect(container.querySelector('script')).toBeNull();
    expect(screen.getByText('<script>window.__pwned = true</script>', { exact: false })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'злая ссылка' })).toBeNull();
    expect((window as { __pwned?: boolean }).__pwned).toBeUndefined();
  });

  it('steps headings down one level at a time under the title, whatever the Markdown levels', async () => {
    await renderPage('informaciya-dlya-klientov');
    expect(screen.getByRole('heading', { level: 1, name: 'Информация для клиентов' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Как сделать заказ' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Оплата картой' })).toBeInTheDocument();
  });

  it('shows a Markdown table as a table', async () => {
    await renderPage('dostavka', 'en');
    expect(screen.getByRole('columnheader', { name: 'Zone' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'free' })).toBeInTheDocument();
  });

  it('says the page is coming when the tenant has no text for it', async () => {
    await renderPage('postavshchikam', 'en');
    expect(screen.getByRole('heading', { level: 1, name: 'Suppliers' })).toBeInTheDocument();
    expect(screen.getByText('Information on this page is coming soon.')).toBeInTheDocument();
  });
});
