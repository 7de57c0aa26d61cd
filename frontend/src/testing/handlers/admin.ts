import { AccountType, type PendingAccountResponse } from '@conectando/contracts';
import { mockApi, type Handlers } from '../mock-api';
import { authHandlers, buildUser } from './auth';
import { maintenanceHandlers } from './maintenance';

export const adminUser = buildUser({ id: 'admin-1', name: 'Admin', isAdmin: true });

/** The admin signed in on this browser: the API answers the session, maintenance off, and `handlers`. */
export const signInAsAdmin = (handlers: Handlers) => {
  window.localStorage.setItem('userId', adminUser.id);
  return mockApi({ ...authHandlers.signedIn(adminUser), ...maintenanceHandlers.off(), ...handlers });
};

export const buildPendingAccount = (overrides: Partial<PendingAccountResponse> = {}): PendingAccountResponse => ({
  id: 'pending-1',
  name: 'Camila Rojas',
  email: 'camila@ejemplo.cl',
  accountType: AccountType.Profesional,
  specialty: 'Kinesiología',
  institutionName: null,
  institutionEmail: null,
  legalRepresentative: null,
  documentUrl: '/api/files/certificado-1',
  rut: null,
  rnpiNumber: null,
  createdAt: '2026-11-16T12:00:00.000Z',
  reviewDeadline: '2026-11-23',
  ...overrides,
});
