import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../testing/render';
import { ConfirmPopup } from './ConfirmPopup';
import { confirmLabelsRu } from './ConfirmPopup.fixtures';

describe('<ConfirmPopup />', () => {
  it('asks with the given texts and reports the answer', async () => {
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    renderWithTheme(<ConfirmPopup open labels={confirmLabelsRu} onConfirm={onConfirm} onCancel={onCancel} />);
    expect(screen.getByRole('alertdialog', { name: 'Подтвердить?' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Отмена' }));
    await userEvent.click(screen.getByRole('button', { name: 'Ок' }));
    expect(onCancel).toHaveBeenCalledOnce();
    expect(onConfirm).toHaveBeenCalledOnce();
  });

  it('can hide cancel, and then is not dismissible', async () => {
    const onCancel = vi.fn();
    renderWithTheme(<ConfirmPopup open hideCancel labels={confirmLabelsRu} onConfirm={() => {}} onCancel={onCancel} />);
    expect(screen.queryByRole('button', { name: 'Отмена' })).not.toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(onCancel).not.toHaveBeenCalled();
  });

  it('takes translated texts', () => {
    renderWithTheme(
      <ConfirmPopup
        open
        labels={{ title: 'Confirm?', cancel: 'Cancel', confirm: 'OK' }}
        onConfirm={() => {}}
        onCancel={() => {}}
      />,
    );
    expect(screen.getByRole('alertdialog', { name: 'Confirm?' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'OK' })).toBeInTheDocument();
  });
});

describe('<ConfirmPopup /> dismissal', () => {
  it('cancels on Escape but not on a backdrop click (persistent)', async () => {
    const onCancel = vi.fn();
    renderWithTheme(<ConfirmPopup open labels={confirmLabelsRu} onConfirm={() => {}} onCancel={onCancel} />);
    await userEvent.click(screen.getByTestId('modal-backdrop'));
    expect(onCancel).not.toHaveBeenCalled();
    await userEvent.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledOnce();
  });
});
