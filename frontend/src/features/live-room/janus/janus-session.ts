/**
 * The browser's side of Janus's WebSocket API (https://janus.conf.meetecho.com/docs/rest.html), the
 * little the live room needs: one session, plugin handles, requests and their events, trickle. Every
 * message carries the admission's token; Janus refuses anything without it.
 */

export interface PluginEvent {
  data: Record<string, unknown>;
  jsep?: RTCSessionDescriptionInit;
}

interface JanusMessage {
  janus: string;
  transaction?: string;
  sender?: number;
  data?: { id: number };
  error?: { code: number; reason: string };
  plugindata?: { data: Record<string, unknown> };
  jsep?: RTCSessionDescriptionInit;
}

type Waiter = { resolve: (m: JanusMessage) => void; reject: (e: Error) => void };

const KEEPALIVE_MS = 25_000;
const REPLY_TIMEOUT_MS = 20_000;
let counter = 0;

/** `/janus` on the app's own origin (behind its proxy), or an absolute ws(s):// address as given. */
export function janusAddress(janusUrl: string, location: Pick<Location, 'protocol' | 'host'>): string {
  if (!janusUrl.startsWith('/')) return janusUrl;
  return `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}${janusUrl}`;
}

export class JanusSession {
  private readonly waiting = new Map<string, Waiter>();
  private readonly handles = new Map<number, (event: PluginEvent | { hangup: true }) => void>();
  private keepAlive?: number;
  private id = 0;
  onClose?: () => void;

  private constructor(
    private readonly socket: WebSocket,
    private readonly token: string,
  ) {
    socket.addEventListener('message', (e: MessageEvent<string>) => this.receive(JSON.parse(e.data) as JanusMessage));
    socket.addEventListener('close', () => {
      window.clearInterval(this.keepAlive);
      this.waiting.forEach((w) => w.reject(new Error('closed')));
      this.waiting.clear();
      this.onClose?.();
    });
  }

  static async open(url: string, token: string): Promise<JanusSession> {
    const socket = new WebSocket(url, 'janus-protocol');
    await new Promise<void>((resolve, reject) => {
      socket.addEventListener('open', () => resolve(), { once: true });
      socket.addEventListener('error', () => reject(new Error('unreachable')), { once: true });
    });
    const session = new JanusSession(socket, token);
    const created = await session.send({ janus: 'create' });
    session.id = created.data!.id;
    session.keepAlive = window.setInterval(() => session.post({ janus: 'keepalive' }), KEEPALIVE_MS);
    return session;
  }

  /** A VideoRoom handle; `onEvent` hears what Janus says on it without being asked (new feeds, talking…). */
  async attach(onEvent: (event: PluginEvent | { hangup: true }) => void): Promise<JanusHandle> {
    const attached = await this.send({ janus: 'attach', plugin: 'janus.plugin.videoroom' });
    const id = attached.data!.id;
    this.handles.set(id, onEvent);
    return new JanusHandle(this, id);
  }

  forget(handleId: number): void {
    this.handles.delete(handleId);
  }

  close(): void {
    window.clearInterval(this.keepAlive);
    if (this.socket.readyState === WebSocket.OPEN) {
      void this.send({ janus: 'destroy' }).catch(() => undefined);
      window.setTimeout(() => this.socket.close(), 200);
    }
  }

  /** A message Janus only acknowledges (keepalive, trickle): nothing to wait for. */
  post(message: Record<string, unknown>): void {
    if (this.socket.readyState !== WebSocket.OPEN) return;
    this.socket.send(
      JSON.stringify({ ...message, session_id: this.id, transaction: `t${++counter}`, token: this.token }),
    );
  }

  /** The first answer that is not an 'ack': a synchronous reply, or the event an asynchronous request caused. */
  send(message: Record<string, unknown>): Promise<JanusMessage> {
    const transaction = `t${++counter}`;
    return new Promise((resolve, reject) => {
      const timer = window.setTimeout(() => {
        this.waiting.delete(transaction);
        reject(new Error('timeout'));
      }, REPLY_TIMEOUT_MS);
      const done = (f: () => void) => {
        window.clearTimeout(timer);
        this.waiting.delete(transaction);
        f();
      };
      this.waiting.set(transaction, {
        resolve: (m) => done(() => (m.janus === 'error' ? reject(new Error(m.error?.reason)) : resolve(m))),
        reject: (e) => done(() => reject(e)),
      });
      const session = this.id ? { session_id: this.id } : {};
      this.socket.send(JSON.stringify({ ...message, ...session, transaction, token: this.token }));
    });
  }

  private receive(message: JanusMessage): void {
    if (message.janus === 'ack') return;
    const waiter = message.transaction ? this.waiting.get(message.transaction) : undefined;
    if (waiter) return waiter.resolve(message);
    const onEvent = message.sender ? this.handles.get(message.sender) : undefined;
    if (message.janus === 'hangup' || message.janus === 'detached') onEvent?.({ hangup: true });
    else if (message.janus === 'event' && message.plugindata)
      onEvent?.({ data: message.plugindata.data, jsep: message.jsep });
  }
}

export class JanusHandle {
  constructor(
    private readonly session: JanusSession,
    readonly id: number,
  ) {}

  /** A VideoRoom request: its answer, or an Error with Janus's reason when the plugin refused it. */
  async message(body: Record<string, unknown>, jsep?: RTCSessionDescriptionInit): Promise<PluginEvent> {
    const reply = await this.session.send({ janus: 'message', handle_id: this.id, body, ...(jsep && { jsep }) });
    const data = reply.plugindata?.data ?? {};
    if (typeof data.error_code === 'number') throw new Error(String(data.error));
    return { data, jsep: reply.jsep };
  }

  trickle(candidate: RTCIceCandidate | null): void {
    const body = candidate ? candidate.toJSON() : { completed: true };
    this.session.post({ janus: 'trickle', handle_id: this.id, candidate: body });
  }

  detach(): void {
    this.session.forget(this.id);
    void this.session.send({ janus: 'detach', handle_id: this.id }).catch(() => undefined);
  }
}
