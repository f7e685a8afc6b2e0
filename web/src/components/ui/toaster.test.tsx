import { act, render, screen, within } from '@testing-library/react';
import toast, { useToasterStore } from 'react-hot-toast';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOAST_DEFAULTS } from '@cinema/contracts';
import { AppToaster, toastsBeyondLimit } from './toaster';

/** Lists the messages the toaster currently shows (happy-dom cannot measure the toasts' own styles). */
function VisibleToasts() {
  const { toasts } = useToasterStore();
  return (
    <ul aria-label="visible toasts">
      {toasts
        .filter((t) => t.visible)
        .map((t) => (
          <li key={t.id}>{String(t.message)}</li>
        ))}
    </ul>
  );
}
const visible = () =>
  within(screen.getByRole('list', { name: 'visible toasts' }))
    .queryAllByRole('listitem')
    .map((li) => li.textContent);

beforeEach(() => {
  vi.useFakeTimers();
  render(
    <>
      <AppToaster />
      <VisibleToasts />
    </>,
  );
});
afterEach(() => {
  act(() => toast.remove());
  vi.useRealTimers();
});

describe('toastsBeyondLimit', () => {
  it('returns the visible toasts past the limit (the store keeps the newest first)', () => {
    const toasts = [
      { id: 'new', visible: true },
      { id: 'gone', visible: false },
      { id: 'mid', visible: true },
      { id: 'old', visible: true },
    ];
    expect(toastsBeyondLimit(toasts, 2)).toEqual(['old']);
    expect(toastsBeyondLimit(toasts, 3)).toEqual([]);
  });
});

describe('AppToaster', () => {
  it(`keeps at most ${TOAST_DEFAULTS.limit} toasts visible, dropping the oldest`, () => {
    act(() => {
      for (let i = 1; i <= TOAST_DEFAULTS.limit + 5; i++) toast.loading(`Toast ${i}`);
    });
    const shown = visible();
    expect(shown).toHaveLength(TOAST_DEFAULTS.limit);
    expect(shown).toContain(`Toast ${TOAST_DEFAULTS.limit + 5}`);
    expect(shown).not.toContain('Toast 5');
  });

  it('hides success after 2 s and error after 4 s; loading stays', () => {
    act(() => {
      toast.success('Saved');
      toast.error('Broke');
      toast.loading('Working');
    });
    act(() => vi.advanceTimersByTime(TOAST_DEFAULTS.successDurationMs - 100));
    expect(visible()).toEqual(['Working', 'Broke', 'Saved']);
    act(() => vi.advanceTimersByTime(200));
    expect(visible()).toEqual(['Working', 'Broke']);
    act(() => vi.advanceTimersByTime(TOAST_DEFAULTS.errorDurationMs - TOAST_DEFAULTS.successDurationMs));
    expect(visible()).toEqual(['Working']);
    act(() => vi.advanceTimersByTime(60_000));
    expect(visible()).toEqual(['Working']);
  });
});
