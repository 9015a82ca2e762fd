import type { BrowserCommand } from 'vitest/node';

/**
 * Drags the element matching `selector` by (dx, dy) CSS pixels with real mouse events, as a person
 * would (Leaflet's marker drag listens to pointer/mouse moves, which userEvent cannot produce).
 */
export const dragBy: BrowserCommand<[selector: string, dx: number, dy: number]> = async (ctx, selector, dx, dy) => {
  if (ctx.provider.name !== 'playwright') throw new Error('dragBy needs the playwright provider');
  const frame = await ctx.frame();
  const box = await frame.locator(selector).boundingBox();
  if (!box) throw new Error(`dragBy: ${selector} is not visible`);
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  const { mouse } = ctx.page;
  await mouse.move(x, y);
  await mouse.down();
  await mouse.move(x + dx / 2, y + dy / 2, { steps: 8 });
  await mouse.move(x + dx, y + dy, { steps: 8 });
  await mouse.up();
};

declare module 'vitest/browser' {
  interface BrowserCommands {
    dragBy: (selector: string, dx: number, dy: number) => Promise<void>;
  }
}
