/** One account of each type; their password is the install's (see password.ts). */
export const DEMO_ACCOUNTS = [
  {
    accountType: 'SuperAdmin',
    userName: 'Sana Superadmin',
    email: 'superadmin@example.com',
    contactNumber: '9000000001',
  },
  { accountType: 'Admin', userName: 'Arjun Admin', email: 'admin@example.com', contactNumber: '9000000002' },
  {
    accountType: 'Viewer',
    userName: 'Vani Viewer',
    email: 'viewer@example.com',
    contactNumber: '9000000003',
  },
] as const;

/** The Admin who runs every demo cinema. */
export const DEMO_ADMIN_EMAIL = 'admin@example.com';
