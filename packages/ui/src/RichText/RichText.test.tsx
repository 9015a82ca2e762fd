import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../testing/render';
import { RichText } from './RichText';
import { deliveryText } from './RichText.fixtures';

describe('<RichText />', () => {
  it('shows bold, italics, lists, tables and safe links, a new tab for another site', () => {
    const { container } = renderWithTheme(<RichText markdown={deliveryText} emptyText="Скоро" />);
    expect(container.querySelector('strong')).toHaveTextContent('каждый день');
    expect(container.querySelector('em')).toHaveTextContent('без выходных');
    expect(screen.getAllByRole('list').map((list) => list.tagName)).toEqual(['UL', 'OL']);
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Москва',
      'Тверь',
      'Выберите блюда.',
      'Укажите адрес.',
    ]);
    expect(screen.getByRole('columnheader', { name: 'Зона' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: '300 ₽' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'по телефону' })).toHaveAttribute('href', 'tel:+74950000000');
    expect(screen.getByRole('link', { name: 'по телефону' })).not.toHaveAttribute('target');
    expect(screen.getByRole('link', { name: 'сайте' })).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('link', { name: 'сайте' })).toHaveAttribute('rel', 'noopener');
  });

  it('shows HTML and script links as text', () => {
    const { container } = renderWithTheme(<RichText markdown={deliveryText} emptyText="Скоро" />);
    expect(container.querySelector('script')).toBeNull();
    expect(screen.queryByRole('link', { name: 'злая ссылка' })).toBeNull();
    expect(screen.getByText(/<script>alert\(1\)<\/script>/)).toBeInTheDocument();
  });

  it('makes the top heading level h2 and steps down one at a time', () => {
    renderWithTheme(<RichText markdown={'### Заказ\n\n#### Оплата'} emptyText="Скоро" />);
    expect(screen.getByRole('heading', { level: 2, name: 'Заказ' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Оплата' })).toBeInTheDocument();
  });

  it('marks a text in another language than the page with its lang', () => {
    const { container } = renderWithTheme(<RichText markdown="**Subject.**" emptyText="Soon" lang="en" />);
    expect(container.querySelector('article')).toHaveAttribute('lang', 'en');
  });

  it('says so when there is no text', () => {
    renderWithTheme(<RichText markdown="" emptyText="Информация появится позже." />);
    expect(screen.getByText('Информация появится позже.')).toBeInTheDocument();
  });
});
