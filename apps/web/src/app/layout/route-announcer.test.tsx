import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, useState } from 'react';
import { Link, MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { RouteAnnouncer } from './route-announcer';

/** A page that sets the tab title as the app does, the second one only once its data is in. */
function Page({ title, later }: { title: string; later?: string }) {
  useEffect(() => {
    document.title = title;
    if (!later) return;
    const timer = setTimeout(() => (document.title = later), 200);
    return () => clearTimeout(timer);
  }, [title, later]);
  return (
    <nav>
      <Link to="/spaces">My Spaces</Link>
      <Link to="/space/1">Kitchen</Link>
      <Link to="/lesson">Lesson</Link>
    </nav>
  );
}

/** A page that shows the loading state for a while (as PageLoading does) before its own title. */
function SlowPage() {
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    document.title = 'Lesson · Tidy Steps';
    const timer = setTimeout(() => setLoaded(true), 900);
    return () => clearTimeout(timer);
  }, []);
  useEffect(() => {
    if (loaded) document.title = 'Sort the drawer: step 1 of 3 · Tidy Steps';
  }, [loaded]);
  return loaded ? <p>The lesson</p> : <div data-page-loading="">Loading lesson...</div>;
}

function App() {
  return (
    <MemoryRouter initialEntries={['/']}>
      <main>
        <Routes>
          <Route path="/" element={<Page title="Today · Tidy Steps" />} />
          <Route path="/spaces" element={<Page title="My Spaces · Tidy Steps" />} />
          <Route path="/space/1" element={<Page title="Space · Tidy Steps" later="Kitchen · Tidy Steps" />} />
          <Route path="/lesson" element={<SlowPage />} />
        </Routes>
      </main>
      <RouteAnnouncer />
    </MemoryRouter>
  );
}

const announcer = () => document.querySelector('[data-route-announcer]')!;

describe('RouteAnnouncer', () => {
  it('says nothing on the first page: the screen reader reads a page load itself', async () => {
    render(<App />);
    await act(() => new Promise((resolve) => setTimeout(resolve, 700)));
    expect(announcer().textContent).toBe('');
    expect(announcer().getAttribute('aria-live')).toBe('polite');
  });

  it("says the new page's title after a navigation, once the title has settled", async () => {
    const user = userEvent.setup();
    render(<App />);
    await user.click(screen.getByRole('link', { name: 'My Spaces' }));
    await waitFor(() => expect(announcer().textContent).toBe('My Spaces · Tidy Steps'), { timeout: 2000 });
    // The space's own name arrives with its data: that is what is said, not the placeholder.
    await user.click(screen.getByRole('link', { name: 'Kitchen' }));
    await waitFor(() => expect(announcer().textContent).toBe('Kitchen · Tidy Steps'), { timeout: 2000 });
  });

  it('waits while the new page is still loading, then says its own title', async () => {
    const user = userEvent.setup();
    render(<App />);
    await user.click(screen.getByRole('link', { name: 'Lesson' }));
    await act(() => new Promise((resolve) => setTimeout(resolve, 700)));
    expect(announcer().textContent).toBe('');
    await waitFor(() => expect(announcer().textContent).toBe('Sort the drawer: step 1 of 3 · Tidy Steps'), {
      timeout: 3000,
    });
  });
});
