import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTheme } from 'styled-components';
import { contrastRatio } from './color';

function Tokens() {
  const theme = useTheme();
  const { colors } = theme;
  const pairs: [string, string, string][] = [
    ['text / background', colors.text, colors.background],
    ['textMuted / surface', colors.textMuted, colors.surface],
    ['primaryText / background', colors.primaryText, colors.background],
    ['onPrimary / primary', colors.onPrimary, colors.primary],
    ['danger / surface', colors.danger, colors.surface],
  ];
  return (
    <div style={{ display: 'grid', gap: 24 }}>
      <section aria-labelledby="pairs">
        <h2 id="pairs">Text contrast ({theme.scheme})</h2>
        <ul style={{ display: 'grid', gap: 8, padding: 0, listStyle: 'none' }}>
          {pairs.map(([name, fg, bg]) => (
            <li key={name} style={{ background: bg, color: fg, padding: 12, borderRadius: theme.radii.md }}>
              {name}: {contrastRatio(fg, bg).toFixed(2)}:1
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="type">
        <h2 id="type">Type scale</h2>
        {Object.entries(theme.typography.size).map(([name, size]) => (
          <p key={name} style={{ fontSize: size, margin: '4px 0' }}>
            {name} {size} — Съешь же ещё этих мягких французских булок
          </p>
        ))}
      </section>
      <section aria-labelledby="layout">
        <h2 id="layout">Layout (px)</h2>
        <pre style={{ margin: 0 }}>
          {JSON.stringify({ breakpoints: theme.breakpoints, layout: theme.layout }, null, 2)}
        </pre>
      </section>
    </div>
  );
}

const meta = { title: 'Theme/Tokens', component: Tokens } satisfies Meta<typeof Tokens>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Dark: Story = {};
export const Light: Story = { globals: { theme: 'light' } };
