import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../testing/render';
import { SummaryLayout } from './SummaryLayout';

describe('<SummaryLayout />', () => {
  it('puts the content, then the summary, then the overlays in its root', () => {
    renderWithTheme(
      <SummaryLayout data-testid="screen" aside={<p>Итого</p>} overlays={<p>Диалог</p>}>
        <p>Строки</p>
      </SummaryLayout>,
    );
    const root = screen.getByTestId('screen');
    expect(root.tagName).toBe('DIV');
    expect(root).toHaveTextContent(/^СтрокиИтогоДиалог$/);
  });

  it('is the form when asked, so a submit button in the summary submits it', () => {
    const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    renderWithTheme(
      <SummaryLayout as="form" noValidate onSubmit={onSubmit} aside={<button type="submit">Оформить</button>}>
        <input aria-label="Имя" required />
      </SummaryLayout>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Оформить' }));
    expect(onSubmit).toHaveBeenCalledOnce();
    expect(screen.getByRole('button').closest('form')).toHaveAttribute('novalidate');
  });
});
