import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../testing/render';
import { NavigationBar } from './NavigationBar';

const groups = [
  { id: 'g-pizza', label: 'Пицца' },
  { id: 'g-rolls', label: 'Роллы' },
];

describe('<NavigationBar />', () => {
  const original = window.IntersectionObserver;
  afterEach(() => {
    window.IntersectionObserver = original;
  });

  it('links to the group sections and marks the active one', () => {
    renderWithTheme(<NavigationBar groups={groups} activeId="g-rolls" />);
    expect(screen.getByRole('navigation', { name: 'Разделы меню' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Пицца' })).toHaveAttribute('href', '#g-pizza');
    expect(screen.getByRole('link', { name: 'Роллы' })).toHaveAttribute('aria-current', 'true');
  });

  it('reports a group click', async () => {
    const onGroupClick = vi.fn((_id: string, event: { preventDefault: () => void }) => event.preventDefault());
    renderWithTheme(<NavigationBar groups={groups} activeId={null} onGroupClick={onGroupClick} />);
    await userEvent.click(screen.getByRole('link', { name: 'Роллы' }));
    expect(onGroupClick).toHaveBeenCalledWith('g-rolls', expect.anything());
  });

  it('follows the section in view when no active id is given', () => {
    let notify: IntersectionObserverCallback = () => {};
    window.IntersectionObserver = class {
      constructor(callback: IntersectionObserverCallback) {
        notify = callback;
      }
      observe() {}
      disconnect() {}
    } as unknown as typeof IntersectionObserver;
    renderWithTheme(
      <>
        <NavigationBar groups={groups} />
        <section id="g-pizza" />
        <section id="g-rolls" />
      </>,
    );
    const rolls = document.getElementById('g-rolls')!;
    act(() =>
      notify(
        [
          {
            target: rolls,
            isIntersecting: true,
            boundingClientRect: { top: 10 },
          } as unknown as IntersectionObserverEntry,
        ],
        {} as IntersectionObserver,
      ),
    );
    expect(screen.getByRole('link', { name: 'Роллы' })).toHaveAttribute('aria-current', 'true');
  });

  it('shows menu tabs when there are several menus', async () => {
    const onMenuChange = vi.fn();
    renderWithTheme(
      <NavigationBar
        groups={groups}
        activeId={null}
        menus={[
          { id: 'a', label: 'Основное' },
          { id: 'b', label: 'Завтраки' },
        ]}
        activeMenuId="a"
        onMenuChange={onMenuChange}
      />,
    );
    // jsdom applies no media queries: the desktop-only menu row counts as hidden here.
    await userEvent.click(screen.getByRole('tab', { name: 'Завтраки', hidden: true }));
    expect(onMenuChange).toHaveBeenCalledWith('b');
  });
});
