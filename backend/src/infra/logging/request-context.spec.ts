import { PinoLogger } from 'nestjs-pino';
import { RequestContext } from './request-context';

describe('RequestContext', () => {
  const pino = new PinoLogger({ pinoHttp: { level: 'silent' } });
  const context = new RequestContext(pino);

  it('should have no id outside anything being handled', () => {
    expect(context.id()).toBeUndefined();
  });

  it('should give the id a run was started with, after awaiting too', async () => {
    const seen = await context.run(
      async () => {
        await new Promise((resolve) => setImmediate(resolve));
        return context.id();
      },
      { socketEvent: 'chat:send' },
      'req-1',
    );
    expect(seen).toBe('req-1');
  });

  it('should give a run its own new id when none is given', () => {
    const [first, second] = [context.run(() => context.id()), context.run(() => context.id())];
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    expect(second).not.toBe(first);
  });

  it('should give the inner id inside a nested run and the outer one after it', () => {
    const seen = context.run(() => [context.run(() => context.id(), {}, 'inner'), context.id()], {}, 'outer');
    expect(seen).toEqual(['inner', 'outer']);
  });

  it('should keep the id once fields are assigned to the context logger', () => {
    const seen = context.run(
      () => {
        pino.assign({ userId: 'u1' });
        return context.id();
      },
      {},
      'req-2',
    );
    expect(seen).toBe('req-2');
  });
});
