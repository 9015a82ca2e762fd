import { screen } from '@testing-library/react';
import { parseMarkdown } from '@tarelka/domain';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../testing/render';
import { RichText } from './RichText';
import { deliveryText } from './RichText.fixtures';

describe('<RichText />', () => {
  it('shows lists, tables and safe links, new tab for the web', () => {
    renderWithTheme(<RichText blocks={deliveryText} emptyText="Скоро" />);
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Москва', 'Тверь']);
    expect(screen.getByRole('columnheader', { name: 'Зона' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: '300 ₽' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'по телефону' })).toHaveAttribute('href', 'tel:+74950000000');
    expect(screen.getByRole('link', { name: 'сайте' })).toHaveAttribute('target', '_blank');
  });

  it('shows HTML and script links as text', () => {
    const { container } = renderWithTheme(<RichText blocks={deliveryText} emptyText="Скоро" />);
    expect(container.querySelector('script')).toBeNull();
    expect(screen.queryByRole('link', { name: 'злая ссылка' })).toBeNull();
    expect(screen.getByText(/<script>alert\(1\)<\/script>/)).toBeInTheDocument();
  });

  it('makes the top heading level h2 and steps down one at a time', () => {
    renderWithTheme(<RichText blocks={parseMarkdown('### Заказ\n\n#### Оплата')} emptyText="Скоро" />);
    expect(screen.getByRole('heading', { level: 2, name: 'Заказ' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Оплата' })).toBeInTheDocument();
  });

  it('says so when there is no text', () => {
    renderWithTheme(<RichText blocks={[]} emptyText="Информация появится позже." />);
    expect(screen.getByText('Информация появится позже.')).toBeInTheDocument();
  });
});
