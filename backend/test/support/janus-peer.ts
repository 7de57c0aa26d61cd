import { randomUUID } from 'node:crypto';

type Message = Record<string, unknown> & { janus: string; transaction?: string };

/**
 * What a browser says to Janus over its WebSocket API (no media): create a session, attach the
 * VideoRoom plugin, send requests with a token. Plugin events are kept in order for the test to read.
 */
export class JanusPeer {
  readonly events: Record<string, unknown>[] = [];
  private readonly pending = new Map<string, (m: Message) => void>();
  private session?: number;

  private constructor(
    private readonly socket: WebSocket,
    private readonly token?: string,
  ) {
    socket.addEventListener('message', (e: MessageEvent) => {
      const m = JSON.parse(String(e.data)) as Message;
      if (m.janus === 'ack') return;
      const waiting = m.transaction ? this.pending.get(m.transaction) : undefined;
      const data = (m.plugindata as { data?: Record<string, unknown> } | undefined)?.data;
      if (waiting) {
        this.pending.delete(m.transaction!);
        waiting(m);
      } else if (data) this.events.push(data);
    });
  }

  static async open(url: string, token?: string): Promise<JanusPeer> {
    const socket = new WebSocket(url, 'janus-protocol');
    await new Promise((resolve, reject) => {
      socket.addEventListener('open', resolve);
      socket.addEventListener('error', reject);
    });
    return new JanusPeer(socket, token);
  }

  /** The session's id, or Janus's error (403 unauthorized without a valid token). */
  async createSession(): Promise<{ ok: true } | { ok: false; code: number }> {
    const reply = await this.send({ janus: 'create' });
    if (reply.janus === 'success') {
      this.session = (reply.data as { id: number }).id;
      return { ok: true };
    }
    return { ok: false, code: (reply.error as { code: number }).code };
  }

  async attach(): Promise<number> {
    const reply = await this.send({ janus: 'attach', session_id: this.session, plugin: 'janus.plugin.videoroom' });
    if (reply.janus !== 'success') throw new Error(JSON.stringify(reply.error));
    return (reply.data as { id: number }).id;
  }

  /** A VideoRoom request on `handle`: its first answer (a synchronous reply or the event it caused). */
  async request(handle: number, body: Record<string, unknown>): Promise<Record<string, unknown>> {
    const reply = await this.send({ janus: 'message', session_id: this.session, handle_id: handle, body });
    return (reply.plugindata as { data: Record<string, unknown> }).data;
  }

  close(): void {
    this.socket.close();
  }

  private send(message: Message): Promise<Message> {
    const transaction = randomUUID();
    return new Promise((resolve) => {
      this.pending.set(transaction, resolve);
      this.socket.send(JSON.stringify({ ...message, transaction, ...(this.token && { token: this.token }) }));
    });
  }
}
