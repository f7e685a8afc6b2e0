import { LIMITS } from '@cinema/contracts';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aUser } from '../testing/mock-api';
import { renderAccountRoute } from '../testing/render-account-route';
import type { User } from '@cinema/contracts';

function signedInAs(user: User) {
  localStorage.setItem('token', 'jwt-profile');
  localStorage.setItem('user', JSON.stringify(user));
}

/** The profile as a reader hears it: each term with the definition that follows it. */
const details = () =>
  Object.fromEntries(
    screen.getAllByRole('term').map((term) => [term.textContent, term.nextElementSibling?.textContent]),
  );

describe('/profile', () => {
  it('sends a visitor who is not signed in to /login', async () => {
    const { expectPath } = renderAccountRoute('/profile');
    await expectPath('/login');
  });

  it('shows the stored user as read-only details, not as form fields', () => {
    signedInAs(aUser({ userName: 'Ravi Kumar', accountType: 'SuperAdmin', dob: '1994-04-12' }));
    renderAccountRoute('/profile');

    expect(details()).toEqual({
      'Full name': 'Ravi Kumar',
      'Phone number': `${LIMITS.contactNumberPrefix} 9876543210`,
      Email: 'asha@example.com',
      Role: 'SuperAdmin',
      'Date of birth': '12 April 1994',
    });
    expect(screen.getAllByRole('definition')).toHaveLength(5);
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(document.querySelector('input, select, textarea')).toBeNull();
  });

  it('shows a dash when there is no date of birth', () => {
    signedInAs(aUser({ dob: null }));
    renderAccountRoute('/profile');
    expect(details()['Date of birth']).toBe('—');
  });
});
