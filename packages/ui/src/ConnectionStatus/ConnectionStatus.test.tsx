import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../testing/render';
import { ConnectionStatus } from './ConnectionStatus';

const texts = { updateLabel: 'Обновить', closeLabel: 'Закрыть' };

describe('<ConnectionStatus />', () => {
  it('says nothing while online with no new version', () => {
    renderWithTheme(<ConnectionStatus offline={null} update={null} onUpdate={vi.fn()} {...texts} />);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('announces a new version and asks for it on "Обновить"', async () => {
    const onUpdate = vi.fn();
    renderWithTheme(<ConnectionStatus update="Доступна новая версия" onUpdate={onUpdate} {...texts} />);
    expect(screen.getByRole('status')).toHaveTextContent('Доступна новая версия');
    await userEvent.click(screen.getByRole('button', { name: 'Обновить' }));
    expect(onUpdate).toHaveBeenCalledOnce();
  });

  it('alerts while offline, and the alert closed comes back when the connection is lost again', async () => {
    const view = renderWithTheme(<ConnectionStatus offline="Нет соединения" onUpdate={vi.fn()} {...texts} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Нет соединения');
    await userEvent.click(screen.getByRole('button', { name: 'Закрыть' }));
    expect(screen.queryByText('Нет соединения')).not.toBeInTheDocument();
    view.rerender(<ConnectionStatus offline={false} onUpdate={vi.fn()} {...texts} />);
    view.rerender(<ConnectionStatus offline="Нет соединения" onUpdate={vi.fn()} {...texts} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Нет соединения');
  });

  it('shows the offline alert first, then the new version once it is closed', async () => {
    renderWithTheme(
      <ConnectionStatus offline="Нет соединения" update="Доступна новая версия" onUpdate={vi.fn()} {...texts} />,
    );
    expect(screen.queryByText('Доступна новая версия')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Закрыть' }));
    expect(screen.getByRole('status')).toHaveTextContent('Доступна новая версия');
  });
});
