import { EventEmitter } from 'node:events';
import { Logger } from '@nestjs/common';
import type { Socket } from 'socket.io';
import { PinoLogger } from 'nestjs-pino';
import { INVALID_REQUEST_MESSAGE } from '../../common/http/input-bounds';
import { RequestContext } from '../logging/request-context';
import { listenToEvents, SocketEventHandler } from './socket-events';

/** A socket whose incoming events the test raises with `receive`. */
class FakeSocket extends EventEmitter {
  receive(event: string, ...args: unknown[]): void {
    super.emit(event, ...args);
  }
}

const settled = () => new Promise((resolve) => setImmediate(resolve));

describe('listenToEvents', () => {
  const context = new RequestContext(new PinoLogger({ pinoHttp: { level: 'silent' } }));

  function listen(handle: SocketEventHandler<Socket>): FakeSocket {
    const socket = new FakeSocket();
    listenToEvents(socket as unknown as Socket, { 'chat:send': handle }, context);
    return socket;
  }

  it('acknowledges with what the handler resolves to, handing it the socket and the payload as sent', async () => {
    const handler = jest.fn(async (_socket: Socket, payload: unknown) => ({ ok: true, data: payload }));
    const ack = jest.fn();
    const socket = listen(handler);
    socket.receive('chat:send', { content: 'Hola' }, ack);
    await settled();
    expect(handler).toHaveBeenCalledWith(socket, { content: 'Hola' });
    expect(ack).toHaveBeenCalledWith({ ok: true, data: { content: 'Hola' } });
  });

  it('hands a payload sent without an acknowledgement over as it is', async () => {
    const handler = jest.fn(async () => true);
    const socket = listen(handler);
    socket.receive('chat:send', { chatId: 'c1', isTyping: true });
    await settled();
    expect(handler).toHaveBeenCalledWith(socket, { chatId: 'c1', isTyping: true });
  });

  it('handles each event under a request id of its own', async () => {
    const ids: (string | undefined)[] = [];
    const socket = listen(async () => ids.push(context.id()));
    socket.receive('chat:send', {});
    socket.receive('chat:send', {});
    await settled();
    expect(ids).toHaveLength(2);
    expect(ids[0]).toBeTruthy();
    expect(ids[0]).not.toBe(ids[1]);
  });

  it('refuses a payload past the input bounds before any handler sees it', async () => {
    const handler = jest.fn(async () => true);
    const ack = jest.fn();
    let deep: unknown = 'fondo';
    for (let i = 0; i < 100; i++) deep = { deep };
    listen(handler).receive('chat:send', deep, ack);
    await settled();
    expect(handler).not.toHaveBeenCalled();
    expect(ack).toHaveBeenCalledWith({ ok: false, message: INVALID_REQUEST_MESSAGE });
  });

  it('still answers, in Spanish, when a handler fails unexpectedly', async () => {
    const ack = jest.fn();
    const logged = jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
    listen(async () => {
      throw new Error('boom');
    }).receive('chat:send', {}, ack);
    await settled();
    expect(ack).toHaveBeenCalledWith({ ok: false, message: expect.stringMatching(/\S/) });
    expect(ack.mock.calls[0][0].message).not.toContain('boom');
    expect(logged).toHaveBeenCalledWith(expect.stringContaining('boom'));
    logged.mockRestore();
  });
});
