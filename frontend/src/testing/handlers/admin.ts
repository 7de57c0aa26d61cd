import { AccountType, type PendingAccountResponse } from '@conectando/contracts';

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
