import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Button } from '../Button/Button';
import { renderWithTheme } from '../testing/render';
import { Snackbar, useSnackbarQueue } from './Snackbar';

function Demo() {
  const { queue, push, dismiss } = useSnackbarQueue();
  return (
    <>
      <Button onClick={() => push({ text: `Сообщение ${queue.length + 1}` })}>Ещё</Button>
      {/* No auto-hide here: this test is about order; the timeout has its own test. */}
      <Snackbar queue={queue} onDismiss={dismiss} duration={0} closeLabel="Закрыть" />
    </>
  );
}

afterEach(() => vi.useRealTimers());

describe('<Snackbar />', () => {
  it('shows messages one at a time, then the next when one is closed', async () => {
    renderWithTheme(<Demo />);
    await userEvent.click(screen.getByRole('button', { name: 'Ещё' }));
    await userEvent.click(screen.getByRole('button', { name: 'Ещё' }));
    expect(screen.getByRole('status')).toHaveTextContent('Сообщение 1');
    expect(screen.queryByText('Сообщение 2')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Закрыть' }));
    expect(screen.getByRole('status')).toHaveTextContent('Сообщение 2');
  });

  it('hides a message after its duration', () => {
    vi.useFakeTimers();
    const onDismiss = vi.fn();
    renderWithTheme(
      <Snackbar queue={[{ id: 'a', text: 'Готово' }]} onDismiss={onDismiss} duration={1000} closeLabel="Закрыть" />,
    );
    act(() => vi.advanceTimersByTime(1000));
    expect(onDismiss).toHaveBeenCalledWith('a');
  });

  it('announces errors assertively and runs the action', async () => {
    const onAction = vi.fn();
    const onDismiss = vi.fn();
    renderWithTheme(
      <Snackbar
        queue={[{ id: 'e', text: 'Не удалось выполнить запрос', tone: 'error', actionLabel: 'Повторить', onAction }]}
        onDismiss={onDismiss}
        duration={0}
        closeLabel="Закрыть"
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Не удалось выполнить запрос');
    await userEvent.click(screen.getByRole('button', { name: 'Повторить' }));
    expect(onAction).toHaveBeenCalledOnce();
    expect(onDismiss).toHaveBeenCalledWith('e');
  });
});
