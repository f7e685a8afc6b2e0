import type { User } from '@cinema/contracts';
import { okReply, type Reply } from '@/testing/mock-api';

export const aUser = (overrides: Partial<User> = {}): User => ({
  _id: 'user-1',
  userName: 'Asha Verma',
  contactNumber: '9876543210',
  email: 'asha@example.com',
  accountType: 'Viewer',
  dob: '1994-04-12',
  ...overrides,
});

export const messageReply = (message: string): Reply => okReply({}, message);

export const authReply = (user: User = aUser(), token = 'jwt-token-1'): Reply => okReply({ token, user });
