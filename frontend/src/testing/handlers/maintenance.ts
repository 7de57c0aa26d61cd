import { json, type Handlers } from '../mock-api';

export const maintenanceHandlers = {
  off: (): Handlers => ({ 'GET /api/maintenance-status': json({ isInMaintenance: false }) }),
  on: (contactEmail?: string): Handlers => ({
    'GET /api/maintenance-status': json({ isInMaintenance: true, ...(contactEmail ? { contactEmail } : {}) }),
  }),
};
