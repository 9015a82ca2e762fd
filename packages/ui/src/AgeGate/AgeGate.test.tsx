import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../testing/render';
import { AgeGate } from './AgeGate';
import { ageGateLabelsRu } from './AgeGate.fixtures';

describe('<AgeGate />', () => {
  it('asks 18+ and reports Yes or No', async () => {
    const onConfirm = vi.fn();
    const onDecline = vi.fn();
    renderWithTheme(<AgeGate open labels={ageGateLabelsRu} onConfirm={onConfirm} onDecline={onDecline} />);
    expect(screen.getByRole('alertdialog', { name: '18+' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Нет' }));
    await userEvent.click(screen.getByRole('button', { name: 'Да' }));
    expect(onDecline).toHaveBeenCalledOnce();
    expect(onConfirm).toHaveBeenCalledOnce();
  });

  it('cannot be dismissed without an answer', async () => {
    const onDecline = vi.fn();
    renderWithTheme(<AgeGate open labels={ageGateLabelsRu} onConfirm={() => {}} onDecline={onDecline} />);
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    expect(onDecline).not.toHaveBeenCalled();
  });
});
