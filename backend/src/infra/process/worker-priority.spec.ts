import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { loadConfig } from '../../config/app-config';
import { reniceProcess, yieldCpuToClients } from './worker-priority';

/** The nice value of each thread of `pid` (Linux: field 19 of /proc/<pid>/task/<tid>/stat). */
const threadNices = (pid: number) =>
  readdirSync(`/proc/${pid}/task`).map((tid) =>
    Number(readFileSync(`/proc/${pid}/task/${tid}/stat`, 'utf8').split(') ')[1].split(' ')[16]),
  );

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

  (existsSync('/proc/self/task') ? it : it.skip)(
    'lowers every thread of a real Node process, not only its main one',
    async () => {
      const child = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' });
      try {
        await new Promise((resolve) => setTimeout(resolve, 300)); // V8 and libuv start their threads
        expect(threadNices(child.pid!).length).toBeGreaterThan(1);
        reniceProcess(19, child.pid);
        expect(new Set(threadNices(child.pid!))).toEqual(new Set([19]));
      } finally {
        child.kill();
      }
    },
  );
});
