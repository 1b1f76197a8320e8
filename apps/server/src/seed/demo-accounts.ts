import type { Role } from '@vigila/domain';

/** The demo organisation seeded into an empty database; the sign-in page lists its accounts while it exists. */
export const DEMO_ORGANISATION_NAME = 'Demo Pharma';
export const DEMO_PASSWORD = 'demo-password';

export interface DemoAccount {
  email: string;
  name: string;
  role: Role;
}

/** One account per role, in the order of ROLES. */
export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  { email: 'owner@demo.test', name: 'Olivia Owner', role: 'owner' },
  { email: 'admin@demo.test', name: 'Adam Admin', role: 'admin' },
  { email: 'manager@demo.test', name: 'Maria Manager', role: 'manager' },
  { email: 'technician@demo.test', name: 'Theo Technician', role: 'technician' },
];
