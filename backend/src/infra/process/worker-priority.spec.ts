import { loadConfig } from '../../config/app-config';
import { yieldCpuToClients } from './worker-priority';

describe('yieldCpuToClients', () => {
  const renice = jest.fn();
  beforeEach(() => renice.mockReset());

  it('lowers the priority of a worker process to WORKER_NICE', () => {
    yieldCpuToClients({ APP_ROLE: 'worker', WORKER_NICE: 19 }, renice);
    expect(renice).toHaveBeenCalledWith(19);
  });

  it.each(['api', 'all'] as const)('leaves a process that serves clients (%s) as it is', (role) => {
    yieldCpuToClients({ APP_ROLE: role, WORKER_NICE: 10 }, renice);
    expect(renice).not.toHaveBeenCalled();
  });

  it('starts anyway where the platform refuses the call', () => {
    renice.mockImplementation(() => {
      throw new Error('EACCES');
    });
    expect(() => yieldCpuToClients({ APP_ROLE: 'worker', WORKER_NICE: 10 }, renice)).not.toThrow();
  });

  it('defaults to 19 and refuses a value outside 0-19', () => {
    expect(loadConfig({}).WORKER_NICE).toBe(19);
    expect(() => loadConfig({ WORKER_NICE: '20' })).toThrow(/WORKER_NICE/);
  });
});
