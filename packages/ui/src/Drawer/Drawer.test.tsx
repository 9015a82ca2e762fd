import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../testing/render';
import { Drawer } from './Drawer';
import { drawerSections } from './Drawer.fixtures';

const props = { label: 'Тарелка', sections: drawerSections, closeLabel: 'Закрыть меню' };

describe('<Drawer />', () => {
  it('is a modal side dialog named by the brand, with a named navigation per section', () => {
    renderWithTheme(
      <Drawer open {...props} onClose={() => {}}>
        <p>Доставка: Ленина, 1</p>
      </Drawer>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Тарелка' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAttribute('data-testid', 'drawer');
    expect(within(dialog).getByText('Доставка: Ленина, 1')).toBeInTheDocument();
    const primary = screen.getByRole('navigation', { name: 'Основная навигация' });
    expect(within(primary).getByRole('link', { name: 'Меню' })).toHaveAttribute('aria-current', 'page');
    expect(within(primary).getByRole('link', { name: 'Франшиза' })).toHaveAttribute('target', '_blank');
    const secondary = screen.getByRole('navigation', { name: 'Информация' });
    expect(within(secondary).getAllByRole('link')).toHaveLength(3);
  });

  it('takes focus and closes on Escape, the button and the scrim', async () => {
    const onClose = vi.fn();
    renderWithTheme(<Drawer open {...props} onClose={onClose} />);
    expect(screen.getByRole('button', { name: 'Закрыть меню' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await userEvent.click(screen.getByRole('button', { name: 'Закрыть меню' }));
    await userEvent.click(screen.getByTestId('drawer-scrim'));
    expect(onClose).toHaveBeenCalledTimes(3);
  });

  it('hands a followed link to the router', async () => {
    const onNavigate = vi.fn((_link: unknown, event: { preventDefault: () => void }) => event.preventDefault());
    renderWithTheme(<Drawer open {...props} onClose={() => {}} onNavigate={onNavigate} />);
    await userEvent.click(screen.getByRole('link', { name: 'Акции' }));
    expect(onNavigate).toHaveBeenCalledWith({ label: 'Акции', href: '/promotions' }, expect.anything());
  });

  it('renders nothing when closed', () => {
    renderWithTheme(<Drawer open={false} {...props} onClose={() => {}} />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
