import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useEffect } from 'react';
import { MemoryRouter, Route, Routes, useNavigate } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { moveFocus, RouteFocus } from './page-focus.ts';

afterEach(cleanup);

let go: ReturnType<typeof useNavigate> = () => undefined;

function Navigator() {
  const navigate = useNavigate();
  useEffect(() => {
    go = navigate;
  }, [navigate]);
  return null;
}

const page = (title: string) => (
  <>
    <h1>{title}</h1>
    <button type="button">{`${title}のボタン`}</button>
  </>
);

const site = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <Navigator />
      <RouteFocus />
      <div data-ui-announcer="" aria-live="assertive" />
      <main id="main" tabIndex={-1}>
        <Routes>
          <Route path="/" element={page('ホーム')} />
          <Route path="/cart" element={page('カート')} />
        </Routes>
      </main>
    </MemoryRouter>,
  );

const announcer = () => document.querySelector('[data-ui-announcer]');

describe('RouteFocus', () => {
  it('leaves focus alone on the first load, then moves it to each new page’s h1 and says its title', async () => {
    site('/');
    expect(document.activeElement).toBe(document.body);
    // The fan acts (a key press), then a route change follows.
    fireEvent.keyDown(document.body, { key: 'Enter' });
    act(() => void go('/cart'));
    const heading = await screen.findByRole('heading', { level: 1, name: 'カート' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(heading.tabIndex).toBe(-1);
    await waitFor(() => expect(announcer()?.textContent).toBe('カート'));
  });

  it('keeps focus on a change of the query alone, unless the navigation carries a message', async () => {
    site('/');
    fireEvent.keyDown(document.body, { key: 'Tab' });
    const button = screen.getByRole('button', { name: 'ホームのボタン' });
    button.focus();
    act(() => void go('/?page=2'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(document.activeElement).toBe(button);
    act(() => void go('/', { replace: true, state: { announce: 'ログアウトしました。' } }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1 })));
    await waitFor(() => expect(announcer()?.textContent).toBe('ログアウトしました。ホーム'));
  });
});

describe('moveFocus', () => {
  it('waits for the target to appear, and stands down once the fan presses a key', async () => {
    document.body.innerHTML = '<p id="later">結果</p>';
    let shown: HTMLElement | null = null;
    moveFocus(() => shown);
    await new Promise((resolve) => setTimeout(resolve, 50));
    shown = document.getElementById('later');
    await waitFor(() => expect(document.activeElement).toBe(shown));

    const other = document.createElement('button');
    document.body.append(other);
    let next: HTMLElement | null = null;
    moveFocus(() => next);
    fireEvent.keyDown(document.body, { key: 'Tab' });
    next = other;
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(document.activeElement).not.toBe(other);
  });
});
