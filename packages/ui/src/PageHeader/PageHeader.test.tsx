import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../testing/render';
import { PageHeader } from './PageHeader';

describe('<PageHeader />', () => {
  it('is the page heading with a back button', async () => {
    const onBack = vi.fn();
    renderWithTheme(<PageHeader title="Акции" onBack={onBack} backLabel="Назад" />);
    expect(screen.getByRole('heading', { level: 1, name: 'Акции' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Назад' }));
    expect(onBack).toHaveBeenCalledOnce();
  });

  it('has no back button without a handler', () => {
    renderWithTheme(<PageHeader title="Акции" />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
