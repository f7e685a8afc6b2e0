import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aCinema, aMovie } from '../testing/fixtures';
import { dataReply, mockApi } from '@/testing/mock-api';
import { renderAdminRoute } from '../testing/render-admin-route';

describe('/cinema/adminCinemas', () => {
  it("shows each cinema with its screens, an 'Update Screen' link to the first and a link per screen", async () => {
    mockApi({ getCinemaDetails: dataReply([aCinema()]), getAllMovies: dataReply([aMovie()]) });
    renderAdminRoute('/cinema/adminCinemas');
    const card = await screen.findByRole('article', { name: 'Cine Yatra Treasure Island' });
    expect(card).toHaveTextContent('Indore · PIN 452001');
    expect(
      within(card).getByRole('link', { name: 'Update Screen of Cine Yatra Treasure Island' }),
    ).toHaveAttribute('href', '/cinema/cin-1/updateScreen/cin-1.s1');
    const screens = within(card).getByRole('list', { name: 'Screens of Cine Yatra Treasure Island' });
    const [first, second] = within(screens).getAllByRole('listitem');
    for (const text of ['REGULAR 100 × Rs 150', 'BALCONY 50 × Rs 250', 'VIP 20 × Rs 400'])
      expect(within(first!).getByText(text)).toBeInTheDocument();
    expect(first).toHaveTextContent('170 seats');
    expect(second).toHaveTextContent('Seats not set');
    expect(within(second!).getByRole('link', { name: 'Set seats of Screen-2' })).toHaveAttribute(
      'href',
      '/cinema/cin-1/updateScreen/cin-1.s2',
    );
    expect(await screen.findByRole('heading', { name: 'Add a show' })).toBeInTheDocument();
  });

  it('invites an admin without cinemas to add one', async () => {
    mockApi({ getCinemaDetails: dataReply([]) });
    renderAdminRoute('/cinema/adminCinemas');
    expect(await screen.findByText('You have not added a cinema yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add your first cinema' })).toHaveAttribute(
      'href',
      '/cinema/addCinema',
    );
  });
});
