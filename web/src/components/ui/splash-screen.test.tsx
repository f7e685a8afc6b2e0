import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LIMITS } from '@cinema/contracts';
import { SPLASH_SEEN_KEY, SplashScreen } from './splash-screen';

const splash = () => screen.queryByRole('dialog', { name: 'Welcome to Cine Yatra' });

afterEach(() => vi.useRealTimers());

describe('splash screen', () => {
  it('shows at the first start of a session with a Skip button, and remembers it was shown', () => {
    render(<SplashScreen />);
    expect(splash()).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Skip' })).toHaveFocus();
    expect(sessionStorage.getItem(SPLASH_SEEN_KEY)).toBe('1');
  });

  it('does not show again in the same session', () => {
    const first = render(<SplashScreen />);
    first.unmount();
    render(<SplashScreen />);
    expect(splash()).not.toBeInTheDocument();
  });

  it('Skip hides it at once', async () => {
    render(<SplashScreen />);
    await userEvent.click(screen.getByRole('button', { name: 'Skip' }));
    expect(splash()).not.toBeInTheDocument();
  });

  it(`hides by itself after ${LIMITS.splashMs} ms, not before`, () => {
    vi.useFakeTimers();
    render(<SplashScreen />);
    act(() => vi.advanceTimersByTime(LIMITS.splashMs - 1));
    expect(splash()).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(splash()).not.toBeInTheDocument();
  });

  it('renders as an overlay next to the app, so the page beneath is already there', () => {
    render(
      <>
        <main>Page content</main>
        <SplashScreen />
      </>,
    );
    expect(splash()).toBeInTheDocument();
    expect(screen.getByText('Page content')).toBeInTheDocument();
  });
});
