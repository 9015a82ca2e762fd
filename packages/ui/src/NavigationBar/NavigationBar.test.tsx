import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../testing/render';
import { NavigationBar } from './NavigationBar';
import { navigationGroups, navigationLabels, navigationMenus } from './NavigationBar.fixtures';

const groups = navigationGroups.slice(0, 2);

/** Replaces IntersectionObserver; returns how to report entries and how many observers were made. */
function fakeObserver() {
  const made: Array<{ notify: IntersectionObserverCallback; observed: Element[] }> = [];
  window.IntersectionObserver = class {
    observed: Element[] = [];
    constructor(callback: IntersectionObserverCallback) {
      made.push({ notify: callback, observed: this.observed });
    }
    observe(element: Element) {
      this.observed.push(element);
    }
    disconnect() {}
  } as unknown as typeof IntersectionObserver;
  const report = (element: Element) =>
    act(() =>
      made.at(-1)?.notify(
        [
          {
            target: element,
            isIntersecting: true,
            boundingClientRect: { top: 10 },
          } as unknown as IntersectionObserverEntry,
        ],
        {} as IntersectionObserver,
      ),
    );
  return { made, report };
}

describe('<NavigationBar />', () => {
  const original = window.IntersectionObserver;
  afterEach(() => {
    window.IntersectionObserver = original;
  });

  it('links to the group sections under its label and marks the active one', () => {
    renderWithTheme(<NavigationBar labels={navigationLabels} groups={groups} activeId="group-1" testId="bar" />);
    expect(screen.getByRole('navigation', { name: 'Разделы меню' })).toHaveAttribute('data-testid', 'bar');
    expect(screen.getByRole('link', { name: 'Пицца' })).toHaveAttribute('href', '#group-0');
    expect(screen.getByRole('link', { name: 'Роллы' })).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('link', { name: 'Роллы' })).toHaveAttribute('data-id', 'group-1');
  });

  it('reports a group click, which the caller may take over', async () => {
    const onGroupClick = vi.fn((_id: string, event: { preventDefault: () => void }) => event.preventDefault());
    renderWithTheme(
      <NavigationBar labels={navigationLabels} groups={groups} activeId={null} onGroupClick={onGroupClick} />,
    );
    await userEvent.click(screen.getByRole('link', { name: 'Роллы' }));
    expect(onGroupClick).toHaveBeenCalledWith('group-1', expect.anything());
  });

  it('marks the first group until scrolling says otherwise, then follows the section in view', () => {
    const { report } = fakeObserver();
    renderWithTheme(
      <>
        <NavigationBar labels={navigationLabels} groups={groups} />
        <section id="group-0" />
        <section id="group-1" />
      </>,
    );
    expect(screen.getByRole('link', { name: 'Пицца' })).toHaveAttribute('aria-current', 'true');
    report(document.getElementById('group-1')!);
    expect(screen.getByRole('link', { name: 'Роллы' })).toHaveAttribute('aria-current', 'true');
  });

  it('observes the sections again when the layout key changes (a windowed list placed its anchors)', () => {
    const { made } = fakeObserver();
    const { rerender } = renderWithTheme(<NavigationBar labels={navigationLabels} groups={groups} layoutKey={0} />);
    const before = made.length;
    const anchor = document.createElement('div');
    anchor.id = 'group-1';
    document.body.append(anchor);
    rerender(<NavigationBar labels={navigationLabels} groups={groups} layoutKey={1} />);
    expect(made.length).toBe(before + 1);
    expect(made.at(-1)?.observed).toContain(anchor);
    anchor.remove();
  });

  it('shows a row of menus with several menus and marks the menu of the current group', async () => {
    const onMenuClick = vi.fn();
    renderWithTheme(
      <NavigationBar
        labels={navigationLabels}
        groups={navigationGroups}
        activeId="group-lunch"
        menus={navigationMenus}
        onMenuClick={onMenuClick}
        end={<button type="button">Поиск</button>}
      />,
    );
    // jsdom applies no media query: the desktop-only menus row counts as hidden here.
    const lunch = screen.getByRole('link', { name: 'Бизнес-ланч', hidden: true });
    expect(lunch).toHaveAttribute('href', '#menu-lunch');
    expect(lunch).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('list', { name: 'Меню', hidden: true })).toBeInTheDocument();
    await userEvent.click(lunch);
    expect(onMenuClick).toHaveBeenCalledWith('menu-lunch', expect.anything());
    expect(screen.getByRole('button', { name: 'Поиск' })).toBeInTheDocument();
  });

  it('has no menus row with one menu', () => {
    renderWithTheme(
      <NavigationBar labels={navigationLabels} groups={groups} activeId={null} menus={navigationMenus.slice(0, 1)} />,
    );
    expect(screen.queryByRole('list', { name: 'Меню', hidden: true })).toBeNull();
  });
});
