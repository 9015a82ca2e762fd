import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../testing/render';
import { ConnectionStatus } from './ConnectionStatus';

const labels = {
  offline: 'Нет соединения',
  updateReady: 'Доступна новая версия',
  update: 'Обновить',
  close: 'Закрыть',
};

describe('<ConnectionStatus />', () => {
  it('says nothing while online with no new version', () => {
    renderWithTheme(<ConnectionStatus online updateReady={false} onUpdate={vi.fn()} labels={labels} />);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('announces a new version and asks for it on "Обновить"', async () => {
    const onUpdate = vi.fn();
    renderWithTheme(<ConnectionStatus online updateReady onUpdate={onUpdate} labels={labels} />);
    expect(screen.getByRole('status')).toHaveTextContent('Доступна новая версия');
    await userEvent.click(screen.getByRole('button', { name: 'Обновить' }));
    expect(onUpdate).toHaveBeenCalledOnce();
  });

  it('alerts while offline, and the alert closed comes back when the connection is lost again', async () => {
    const view = renderWithTheme(
      <ConnectionStatus online={false} updateReady={false} onUpdate={vi.fn()} labels={labels} />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Нет соединения');
    await userEvent.click(screen.getByRole('button', { name: 'Закрыть' }));
    expect(screen.queryByText('Нет соединения')).not.toBeInTheDocument();
    view.rerender(<ConnectionStatus online updateReady={false} onUpdate={vi.fn()} labels={labels} />);
    view.rerender(<ConnectionStatus online={false} updateReady={false} onUpdate={vi.fn()} labels={labels} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Нет соединения');
  });

  it('shows the offline alert first, then the new version once it is closed', async () => {
    renderWithTheme(<ConnectionStatus online={false} updateReady onUpdate={vi.fn()} labels={labels} />);
    expect(screen.queryByText('Доступна новая версия')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Закрыть' }));
    expect(screen.getByRole('status')).toHaveTextContent('Доступна новая версия');
  });
});
