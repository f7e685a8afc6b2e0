import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fireEvent, screen } from '@testing-library/dom';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LIMITS } from '@cinema/contracts';

// The splash lives in index.html (markup and an inline script), so the test runs that very file.
const html = readFileSync(join(import.meta.dirname, '../../index.html'), 'utf8');
const body = html.match(/<body[^>]*>([\s\S]*)<\/body>/)![1]!;
const inlineScript = body.match(/<script>([\s\S]*?)<\/script>/)![1]!;
const markup = body.replace(/<script[\s\S]*?<\/script>/g, '');

/** A page load at `path`: the body as served, then the inline script, as the browser runs it. */
function load(path: string) {
  history.replaceState(null, '', path);
  document.body.innerHTML = markup;
  new Function(inlineScript)();
}

const splash = () => screen.queryByRole('dialog', { name: 'Welcome to Cine Yatra' });
const root = () => document.getElementById('root')!;
const endSession = () => (document.cookie = 'cy_session=; max-age=0; path=/');

beforeEach(endSession);
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  document.body.innerHTML = '';
  history.replaceState(null, '', '/');
  endSession();
});

describe('the start-up splash drawn by index.html', () => {
  it('shows when a browser session starts at the home page, with Skip focused and the app inert beneath', () => {
    load('/');
    expect(splash()).toBeVisible();
    expect(screen.getByRole('button', { name: 'Skip' })).toHaveFocus();
    expect(root()).toHaveAttribute('inert');
  });

  it('does not show again in the same session (another tab or a reload)', () => {
    load('/');
    load('/');
    expect(splash()).not.toBeInTheDocument();
    expect(root()).not.toHaveAttribute('inert');
  });

  it.each(['/login', '/movie/Dune/abc123', '/no/such/page'])(
    'does not show on a deep link (%s), nor later in that session',
    (path) => {
      load(path);
      expect(splash()).not.toBeInTheDocument();
      load('/');
      expect(splash()).not.toBeInTheDocument();
    },
  );

  it(`ends ${LIMITS.splashMs} ms after navigation start, not after the script ran`, () => {
    vi.useFakeTimers();
    vi.spyOn(performance, 'now').mockReturnValue(2500);
    load('/');
    vi.advanceTimersByTime(LIMITS.splashMs - 2500 - 1);
    expect(splash()).toBeInTheDocument();
    vi.advanceTimersByTime(1);
    expect(splash()).not.toBeInTheDocument();
    expect(root()).not.toHaveAttribute('inert');
  });

  it('ends at once when already past its time at first paint', () => {
    vi.useFakeTimers();
    vi.spyOn(performance, 'now').mockReturnValue(LIMITS.splashMs + 100);
    load('/');
    vi.advanceTimersByTime(0);
    expect(splash()).not.toBeInTheDocument();
  });

  it('Skip ends it and gives the app back', async () => {
    load('/');
    await userEvent.click(screen.getByRole('button', { name: 'Skip' }));
    expect(splash()).not.toBeInTheDocument();
    expect(root()).not.toHaveAttribute('inert');
  });

  it('a tap anywhere on it ends it', async () => {
    load('/');
    await userEvent.click(screen.getByText('Lights. Camera. Your seat is waiting.'));
    expect(splash()).not.toBeInTheDocument();
  });

  it('Escape ends it', async () => {
    load('/');
    await userEvent.keyboard('{Escape}');
    expect(splash()).not.toBeInTheDocument();
  });

  it('keeps focus inside while it shows: Tab stays on Skip, focus moved outside comes back', async () => {
    load('/');
    const skip = screen.getByRole('button', { name: 'Skip' });
    const behind = document.createElement('button');
    root().append(behind);
    await userEvent.tab();
    expect(skip).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(skip).toHaveFocus();
    behind.focus();
    expect(skip).toHaveFocus();

    fireEvent.keyDown(document, { key: 'Escape' });
    behind.focus();
    expect(behind).toHaveFocus();
  });
});
