import { EventEmitter } from 'node:events';
import type { WsMessageHandler } from '@nestjs/common';
import { of } from 'rxjs';
import type { Socket } from 'socket.io';
import { loadConfig } from '../../config/app-config';
import type { RedisConnections } from '../redis/redis.module';
import { PinoLogger } from 'nestjs-pino';
import { RequestContext } from '../logging/request-context';
import { RealtimeIoAdapter } from './realtime-io.adapter';

/** A socket whose incoming events the test raises with `receive` and whose outgoing ones it records. */
class FakeSocket extends EventEmitter {
  readonly sent: unknown[][] = [];
  receive(event: string, ...args: unknown[]): void {
    super.emit(event, ...args);
  }
  override emit(event: string, ...args: unknown[]): boolean {
    this.sent.push([event, ...args]);
    return true;
  }
}

const settled = () => new Promise((resolve) => setImmediate(resolve));

describe('RealtimeIoAdapter.bindMessageHandlers', () => {
  const context = new RequestContext(new PinoLogger({ pinoHttp: { level: 'silent' } }));
  const adapter = new RealtimeIoAdapter(
    undefined as never,
    loadConfig({}),
    (_req, _res, next) => next(),
    {} as RedisConnections,
    context,
  );

  function bind(callback: WsMessageHandler['callback'], isAckHandledManually = false): FakeSocket {
    const socket = new FakeSocket();
    adapter.bindMessageHandlers(socket as unknown as Socket, [
      { message: 'chat:send', callback, isAckHandledManually },
    ]);
    return socket;
  }

  it('acknowledges with what the handler resolves to, handing it the payload as sent', async () => {
    const handler = jest.fn(async (data: unknown) => ({ ok: true, data }));
    const ack = jest.fn();
    bind(handler).receive('chat:send', { content: 'Hola' }, ack);
    await settled();
    expect(handler).toHaveBeenCalledWith({ content: 'Hola' }, ack);
    expect(ack).toHaveBeenCalledWith({ ok: true, data: { content: 'Hola' } });
  });

  it('hands a payload sent without an acknowledgement over as it is', async () => {
    const handler = jest.fn(async () => undefined);
    bind(handler).receive('chat:send', { chatId: 'c1', isTyping: true });
    await settled();
    expect(handler).toHaveBeenCalledWith({ chatId: 'c1', isTyping: true }, undefined);
  });

  it("acknowledges with an observable's last value", async () => {
    const ack = jest.fn();
    bind(async () => of(1, 2)).receive('chat:send', {}, ack);
    await settled();
    expect(ack).toHaveBeenCalledWith(2);
  });

  it('emits an { event, data } response as that event', async () => {
    const socket = bind(async () => ({ event: 'chat:pong', data: { n: 1 } }));
    socket.receive('chat:send', {});
    await settled();
    expect(socket.sent).toEqual([['chat:pong', { n: 1 }]]);
  });

  it('sends nothing when the handler returns nothing or acknowledges by itself', async () => {
    const ack = jest.fn();
    bind(async () => undefined).receive('chat:send', {}, ack);
    bind(async () => ({ ok: true }), true).receive('chat:send', {}, ack);
    await settled();
    expect(ack).not.toHaveBeenCalled();
  });
});
