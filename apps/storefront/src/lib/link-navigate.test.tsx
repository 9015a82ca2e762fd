import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BrowserRouter, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { useLinkNavigate } from './link-navigate';

function Links() {
  const follow = useLinkNavigate();
  const location = useLocation();
  return (
    <>
      <p>at {location.pathname}</p>
      <a href="/" onClick={(event) => follow('/', event)}>
        Home
      </a>
      <a href="/promotions" onClick={(event) => follow('/promotions', event)}>
        Promotions
      </a>
    </>
  );
}

describe('useLinkNavigate', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('follows a link in the app, and a link to the page shown replaces its history entry', async () => {
    const user = userEvent.setup();
    window.history.replaceState(null, '', '/');
    render(
      <BrowserRouter>
        <Links />
      </BrowserRouter>,
    );
    const start = window.history.length;

    await user.click(screen.getByRole('link', { name: 'Promotions' }));
    expect(screen.getByText('at /promotions')).toBeInTheDocument();
    expect(window.history.length).toBe(start + 1);

    await user.click(screen.getByRole('link', { name: 'Promotions' }));
    expect(window.history.length).toBe(start + 1);

    await user.click(screen.getByRole('link', { name: 'Home' }));
    expect(screen.getByText('at /')).toBeInTheDocument();
    expect(window.history.length).toBe(start + 2);
  });
});
