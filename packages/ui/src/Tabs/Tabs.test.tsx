import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../testing/render';
import { Tabs } from './Tabs';

const items = [
  { value: 'DELIVERY', label: 'Доставка' },
  { value: 'TAKE_AWAY', label: 'Самовывоз' },
  { value: 'TABLE', label: 'В зале', disabled: true },
];

describe('<Tabs />', () => {
  it('marks the selected tab', () => {
    renderWithTheme(<Tabs label="Способ" items={items} value="TAKE_AWAY" onValueChange={() => {}} />);
    expect(screen.getByRole('tab', { name: 'Самовывоз' })).toHaveAttribute('aria-selected', 'true');
  });

  it('selects with a click', async () => {
    const onValueChange = vi.fn();
    renderWithTheme(<Tabs label="Способ" items={items} value="DELIVERY" onValueChange={onValueChange} />);
    await userEvent.click(screen.getByRole('tab', { name: 'Самовывоз' }));
    expect(onValueChange).toHaveBeenCalledWith('TAKE_AWAY');
  });

  it('is a radio group when segmented', async () => {
    const onValueChange = vi.fn();
    renderWithTheme(
      <Tabs label="Способ" variant="segmented" items={items} value="DELIVERY" onValueChange={onValueChange} />,
    );
    expect(screen.getByRole('radiogroup', { name: 'Способ' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Доставка' })).toHaveAttribute('aria-checked', 'true');
    screen.getByRole('radio', { name: 'Доставка' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(onValueChange).toHaveBeenLastCalledWith('TAKE_AWAY');
    expect(screen.getByRole('radio', { name: 'Самовывоз' })).toHaveFocus();
  });

  it('moves with arrow keys, skipping disabled tabs and wrapping', async () => {
    const onValueChange = vi.fn();
    renderWithTheme(<Tabs label="Способ" items={items} value="TAKE_AWAY" onValueChange={onValueChange} />);
    screen.getByRole('tab', { name: 'Самовывоз' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(onValueChange).toHaveBeenLastCalledWith('DELIVERY');
    expect(screen.getByRole('tab', { name: 'Доставка' })).toHaveFocus();
  });
});
