import { afterEach, describe, expect, it, vi } from 'vitest';
import { toast } from './toast';
import { AUTH_MESSAGES } from '@cinema/contracts/browser';
import { TOASTS } from '@cinema/contracts';
import {
  api,
  ApiError,
  EARLY_READ_FRESH_MS,
  SESSION_EXPIRED_EVENT,
  highestPosition,
  rememberPosition,
} from './api-client';

const reply = (status: number, body: unknown) =>
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(body), { status })),
  );

describe('api client', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    localStorage.clear();
  });

  it('sends the stored token and resolves the body when success is true', async () => {
    localStorage.setItem('token', 'abc');
    reply(200, { success: true, message: 'ok', data: [] });
    await expect(api('getCities')).resolves.toEqual({ success: true, message: 'ok', data: [] });
    const [, init] = vi.mocked(fetch).mock.calls[0]!;
    expect((init?.headers as Record<string, string>).Authorization).toBe('Bearer abc');
  });

  it('takes the answer index.html already asked for, once, and asks itself when that one failed', async () => {
    const movies = { success: true, message: 'Movies fetched', data: [] };
    window.__earlyReads = { getAllMovies: Promise.resolve(new Response(JSON.stringify(movies))) };
    reply(200, { success: true, message: 'asked again', data: [] });
    await expect(api('getAllMovies')).resolves.toEqual(movies);
    expect(fetch).not.toHaveBeenCalled();
    // Used once: the next read of the list goes to the server.
    await expect(api('getAllMovies')).resolves.toMatchObject({ message: 'asked again' });
    expect(fetch).toHaveBeenCalledTimes(1);

    window.__earlyReads = { getAllMovies: Promise.reject(new TypeError('Failed to fetch')) };
    await expect(api('getAllMovies')).resolves.toMatchObject({ message: 'asked again' });
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('does not use an early read the page left unused for longer than an answer stays fresh', async () => {
    const old = { success: true, message: 'from the start of the page', data: [] };
    window.__earlyReads = { getAllMovies: Promise.resolve(new Response(JSON.stringify(old))) };
    vi.spyOn(performance, 'now').mockReturnValue(EARLY_READ_FRESH_MS + 1);
    reply(200, { success: true, message: 'asked now', data: [] });
    await expect(api('getAllMovies')).resolves.toMatchObject({ message: 'asked now' });
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(window.__earlyReads).toEqual({});
  });

  it('asks again while the read side says it is behind the last write, when the caller allows it', async () => {
    const stale = { success: true, message: 'ok', data: [] };
    const fresh = { success: true, message: 'caught up', data: [] };
    vi.stubGlobal(
      'fetch',
      vi
        .fn()
        .mockResolvedValueOnce(
          new Response(JSON.stringify(stale), { headers: { 'x-read-model-stale': 'true' } }),
        )
        .mockResolvedValueOnce(new Response(JSON.stringify(fresh))),
    );
    await expect(api('getCities', { staleRetries: 3 })).resolves.toEqual(fresh);
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('treats success false as a failure with the server message', async () => {
    const error = vi.spyOn(toast, 'error');
    reply(200, { success: false, message: 'Nope' });
    await expect(api('getCities')).rejects.toMatchObject({ message: 'Nope' });
    expect(error).toHaveBeenCalledWith('Nope');
  });

  it('on a 401 with a token, toasts the spec text and ends the session', async () => {
    localStorage.setItem('token', 'stale');
    const error = vi.spyOn(toast, 'error');
    const expired = vi.fn();
    window.addEventListener(SESSION_EXPIRED_EVENT, expired);
    reply(401, { success: false, message: 'Unauthorized. Please login again.', code: 'UNAUTHORIZED' });
    await expect(api('getCities')).rejects.toBeInstanceOf(ApiError);
    expect(error).toHaveBeenCalledWith(TOASTS.unauthorized);
    expect(expired).toHaveBeenCalledOnce();
    window.removeEventListener(SESSION_EXPIRED_EVENT, expired);
  });

  it('on a 401 without a token (a wrong password), shows the server message instead', async () => {
    const error = vi.spyOn(toast, 'error');
    reply(401, { success: false, message: AUTH_MESSAGES.invalidCredentials, code: 'INVALID_CREDENTIALS' });
    await expect(api('login', { body: {} })).rejects.toMatchObject({ status: 401 });
    expect(error).toHaveBeenCalledWith(AUTH_MESSAGES.invalidCredentials);
  });

  it('toasts the 402 text and the fallback when the server says nothing', async () => {
    const error = vi.spyOn(toast, 'error');
    reply(402, null);
    await expect(api('getCities')).rejects.toBeInstanceOf(ApiError);
    expect(error).toHaveBeenCalledWith(TOASTS.paymentRequired);
    reply(500, null);
    await expect(api('getCities', { fallback: 'Error while adding city' })).rejects.toMatchObject({
      message: 'Error while adding city',
    });
  });

  it('keeps the highest position it has seen when answers arrive out of order', async () => {
    rememberPosition('10:5');
    rememberPosition('9:7'); // an older write's answer arriving late
    rememberPosition('not-a-position');
    expect(highestPosition()).toBe('10:5');
    reply(200, { success: true, message: 'ok', data: [] });
    await api('getCities');
    const [, init] = vi.mocked(fetch).mock.calls[0]!;
    expect((init?.headers as Record<string, string>)['x-min-position']).toBe('10:5');
    rememberPosition('10:6');
    expect(highestPosition()).toBe('10:6');
    // Kept for the tab, so a reload right after a payment still reads its own write.
    expect(sessionStorage.getItem('cy_position')).toBe('10:6');
  });
});
