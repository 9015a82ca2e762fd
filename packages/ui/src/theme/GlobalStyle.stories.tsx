import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Button } from '../Button/Button';

function Page() {
  return (
    <main>
      <h1>Тарелка</h1>
      <p>
        Основной текст страницы. <a href="#menu">Ссылка на меню</a>
      </p>
      <Button>Кнопка</Button>
    </main>
  );
}

// The preview decorator renders GlobalStyle for every story; these check its effect in a browser.
const meta = { title: 'Theme/GlobalStyle', component: Page, parameters: { layout: 'fullscreen' } } satisfies Meta<
  typeof Page
>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Dark: Story = {
  play: async () => {
    await expect(getComputedStyle(document.body).backgroundColor).toBe('rgb(18, 20, 23)');
    await expect(getComputedStyle(document.body).color).toBe('rgb(242, 244, 245)');
  },
};
export const Light: Story = {
  globals: { theme: 'light' },
  play: async () => {
    await expect(getComputedStyle(document.body).backgroundColor).toBe('rgb(255, 255, 255)');
  },
};
