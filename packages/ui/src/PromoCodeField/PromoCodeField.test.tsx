import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../testing/render';
import { PromoCodeField } from './PromoCodeField';
import { promoCodeFieldLabels } from './PromoCodeField.fixtures';

function Controlled({ onApply }: { onApply: (code: string) => void }) {
  const [value, setValue] = useState('');
  return (
    <PromoCodeField
      labels={promoCodeFieldLabels}
      value={value}
      onValueChange={setValue}
      onApply={onApply}
      onRemove={() => {}}
    />
  );
}

describe('<PromoCodeField />', () => {
  it('applies the typed code in upper case, with Enter too', async () => {
    const onApply = vi.fn();
    renderWithTheme(<Controlled onApply={onApply} />);
    expect(screen.getByRole('button', { name: 'Применить' })).toBeDisabled();
    await userEvent.type(screen.getByRole('textbox', { name: 'Промокод' }), 'leto{Enter}');
    expect(onApply).toHaveBeenCalledWith('LETO');
  });

  it('shows the server error', () => {
    renderWithTheme(
      <PromoCodeField
        labels={promoCodeFieldLabels}
        value="X"
        onValueChange={() => {}}
        onApply={() => {}}
        onRemove={() => {}}
        error="Промокод не найден"
      />,
    );
    expect(screen.getByRole('textbox', { name: 'Промокод' })).toHaveAccessibleDescription('Промокод не найден');
  });

  it('shows an applied code that can be removed', async () => {
    const onRemove = vi.fn();
    renderWithTheme(
      <PromoCodeField
        labels={promoCodeFieldLabels}
        value=""
        onValueChange={() => {}}
        onApply={() => {}}
        onRemove={onRemove}
        appliedCode="LETO"
      />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Промокод LETO применён');
    await userEvent.click(screen.getByRole('button', { name: 'Удалить' }));
    expect(onRemove).toHaveBeenCalledOnce();
  });
});
