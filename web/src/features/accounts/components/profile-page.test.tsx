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

describe('/profile', () => {
  it('sends a visitor who is not signed in to /login', async () => {
    const { expectPath } = renderAccountRoute('/profile');
    await expectPath('/login');
  });

  it('shows the stored user in disabled fields', () => {
    signedInAs(aUser({ userName: 'Ravi Kumar', accountType: 'SuperAdmin', dob: '1994-04-12' }));
    renderAccountRoute('/profile');

    const expected = {
      'Full name': 'Ravi Kumar',
      'Phone number': '9876543210',
      Email: 'asha@example.com',
      Role: 'SuperAdmin',
      'Date of birth': '12 April 1994',
    };
    for (const [label, value] of Object.entries(expected)) {
      const field = screen.getByLabelText(label);
      expect(field).toBeDisabled();
      expect(field).toHaveValue(value);
    }
    expect(screen.getAllByRole('textbox')).toHaveLength(Object.keys(expected).length);
    expect(screen.getByLabelText('Phone number')).toHaveAccessibleDescription(LIMITS.contactNumberPrefix);
  });

  it('shows a dash when there is no date of birth', () => {
    signedInAs(aUser({ dob: null }));
    renderAccountRoute('/profile');
    expect(screen.getByLabelText('Date of birth')).toHaveValue('—');
  });
});
