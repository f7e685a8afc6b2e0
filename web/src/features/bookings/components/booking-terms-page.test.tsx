import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderBookingsRoute } from '../testing/render-bookings-route';

const TERMS = '/book/terms-conditions';
const rules = () => within(screen.getByRole('list')).getAllByRole('listitem');

describe('/book/terms-conditions', () => {
  it('lists 13 numbered rules, the spec five among them', async () => {
    renderBookingsRoute(TERMS);
    expect(await screen.findByRole('heading', { level: 1, name: 'Terms & Conditions' })).toBeInTheDocument();
    const list = screen.getByRole('list');
    expect(list.tagName).toBe('OL');
    expect(rules()).toHaveLength(13);
    const text = rules().map((rule) => rule.textContent);
    expect(text[0]).toContain('at least 6 tickets are sold');
    expect(text[1]).toContain('aged 3 years and above');
    expect(text[2]).toContain('under 18 years of age cannot see A-certified films');
    expect(text[3]).toContain('cannot be cancelled, exchanged or refunded');
    expect(text[4]).toContain('Recording the film');
  });

  it('Cancel goes back to the page the viewer came from', async () => {
    const { user, expectPath } = renderBookingsRoute('/movies');
    await user.click(await screen.findByRole('link', { name: 'Read the terms' }));
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    await expectPath('/movies');
  });

  it('Cancel goes home when the terms were opened directly', async () => {
    const { user, expectPath } = renderBookingsRoute(TERMS);
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    await expectPath('/');
  });

  it('Accept continues to the same-site path in `next`', async () => {
    const next = '/buytickets/mov-1/cin-1/3-6pm/seats?date=2026-11-24';
    const { user, expectPath } = renderBookingsRoute(`${TERMS}?next=${encodeURIComponent(next)}`);
    await user.click(await screen.findByRole('button', { name: 'Accept' }));
    await expectPath(next);
    expect(await screen.findByRole('heading', { name: `Seat page ${next}` })).toBeInTheDocument();
  });

  it.each([
    'https://evil.example/phish',
    '//evil.example/phish',
    '/\\evil.example/phish',
    'javascript:alert(1)',
  ])('Accept refuses an external `next` (%s) and goes back instead', async (next) => {
    const { user, expectPath } = renderBookingsRoute(`${TERMS}?next=${encodeURIComponent(next)}`);
    await user.click(await screen.findByRole('button', { name: 'Accept' }));
    await expectPath('/');
  });

  it('Accept continues to `next` after the viewer followed a link to the terms', async () => {
    const { user, expectPath } = renderBookingsRoute('/movies');
    await user.click(await screen.findByRole('link', { name: 'Read the terms' }));
    await user.click(await screen.findByRole('button', { name: 'Accept' }));
    await expectPath('/movies?language=Hindi');
  });

  it('Accept without `next` goes back like Cancel', async () => {
    const { user, expectPath } = renderBookingsRoute('/movies?genre=Drama');
    await user.click(await screen.findByRole('link', { name: 'Terms with nowhere next' }));
    await expectPath('/book/terms-conditions');
    await user.click(await screen.findByRole('button', { name: 'Accept' }));
    await expectPath('/movies?genre=Drama');
  });

  it('Accept refuses an external `next` and goes back to where the viewer was', async () => {
    const { user, expectPath } = renderBookingsRoute('/movies');
    await user.click(await screen.findByRole('link', { name: 'Terms from a crafted link' }));
    await expectPath('/book/terms-conditions?next=https%3A%2F%2Fevil.example%2F');
    await user.click(await screen.findByRole('button', { name: 'Accept' }));
    await expectPath('/movies');
  });
});
