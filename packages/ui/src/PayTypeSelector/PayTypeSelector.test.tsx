import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../testing/render';
import { PayTypeSelector } from './PayTypeSelector';
import { payTypeSelectorLabels } from './PayTypeSelector.fixtures';

describe('<PayTypeSelector />', () => {
  it('offers only the available pay types and reports a choice', async () => {
    const onValueChange = vi.fn();
    renderWithTheme(
      <PayTypeSelector
        labels={payTypeSelectorLabels}
        available={['CARD_ONLINE', 'CASH_UPON_RECEIPT']}
        value="CARD_ONLINE"
        onValueChange={onValueChange}
      />,
    );
    expect(screen.getByRole('group', { name: 'Способ оплаты' })).toBeInTheDocument();
    expect(screen.getAllByRole('radio')).toHaveLength(2);
    expect(screen.getByRole('radio', { name: 'Картой онлайн' })).toBeChecked();
    await userEvent.click(screen.getByRole('radio', { name: 'Наличными при получении' }));
    expect(onValueChange).toHaveBeenCalledWith('CASH_UPON_RECEIPT');
  });
});
