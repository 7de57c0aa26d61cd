import { randomUUID } from 'node:crypto';
import { Inject, Injectable, Logger, OnApplicationShutdown, ServiceUnavailableException } from '@nestjs/common';
import { LIVE_ROOM_MSG } from '@conectando/contracts';
import { APP_CONFIG, AppConfig } from '../../config/app-config';

/** A VideoRoom request Janus refused (error_code: 426 no such room, 427 room exists, 428 no such feed…). */
export class JanusRequestError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
  }
}

interface JanusMessage {
  janus: string;
  transaction?: string;
  data?: { id: number };
  error?: { code: number; reason: string };
  plugindata?: { data: Record<string, unknown> };
}

interface Link {
  socket: WebSocket;
  handle: number;
  session: number;
  keepAlive: NodeJS.Timeout;
}

const REQUEST_TIMEOUT_MS = 10_000;
const KEEPALIVE_MS = 20_000;

/**
 * The API's one link to Janus's WebSocket API, with the api_secret: a session and a VideoRoom handle,
 * opened on first use and again after Janus or the link went away. Only synchronous VideoRoom requests
 * go through it (create, allowed, kick, moderate…); media never does.
 */
@Injectable()
export class JanusVideoRoomClient implements OnApplicationShutdown {
  private readonly logger = new Logger('Janus');
  private readonly pending = new Map<string, (m: JanusMessage) => void>();
  private link?: Promise<Link>;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  get configured(): boolean {
    const { JANUS_URL, JANUS_API_SECRET, JANUS_TOKEN_SECRET, JANUS_ADMIN_KEY } = this.config;
    return Boolean(JANUS_URL && JANUS_API_SECRET && JANUS_TOKEN_SECRET && JANUS_ADMIN_KEY);
  }

  /** A synchronous VideoRoom request's answer (plugindata.data), or JanusRequestError. */
  async request(body: Record<string, unknown>): Promise<Record<string, unknown>> {
    if (!this.configured) throw new ServiceUnavailableException(LIVE_ROOM_MSG.unavailable);
    this.link ??= this.connect().catch((e: unknown) => {
      this.link = undefined;
      throw e;
    });
    let reply: JanusMessage;
    try {
      const { socket, session, handle } = await this.link;
      reply = await this.send(socket, { janus: 'message', session_id: session, handle_id: handle, body });
    } catch (e) {
      this.logger.warn(`Janus no responde: ${(e as Error).message}`);
      throw new ServiceUnavailableException(LIVE_ROOM_MSG.unavailable);
    }
    const data = reply.plugindata?.data ?? {};
    if (typeof data.error_code === 'number') throw new JanusRequestError(data.error_code, String(data.error));
    return data;
  }

  async onApplicationShutdown(): Promise<void> {
    const link = await this.link?.catch(() => undefined);
    this.link = undefined;
    if (link) this.drop(link);
  }

  private async connect(): Promise<Link> {
    const socket = new WebSocket(this.config.JANUS_URL!, 'janus-protocol');
    await new Promise<void>((resolve, reject) => {
      socket.addEventListener('open', () => resolve(), { once: true });
      socket.addEventListener('error', () => reject(new Error(`sin conexión con ${this.config.JANUS_URL}`)), {
        once: true,
      });
    });
    socket.addEventListener('message', (e: MessageEvent) => {
      const message = JSON.parse(String(e.data)) as JanusMessage;
      const waiting =
        message.transaction && message.janus !== 'ack' ? this.pending.get(message.transaction) : undefined;
      waiting?.(message);
    });
    const created = await this.send(socket, { janus: 'create' });
    const session = this.idOf(created);
    const handle = this.idOf(
      await this.send(socket, { janus: 'attach', session_id: session, plugin: 'janus.plugin.videoroom' }),
    );
    const keepAlive = setInterval(() => {
      this.send(socket, { janus: 'keepalive', session_id: session }).catch(() => undefined);
    }, KEEPALIVE_MS);
    keepAlive.unref();
    const link: Link = { socket, session, handle, keepAlive };
    socket.addEventListener('close', () => {
      clearInterval(keepAlive);
      // The next request opens a new link (Janus restarted, or the session timed out).
      void this.link?.then((current) => current === link && (this.link = undefined)).catch(() => undefined);
    });
    return link;
  }

  private idOf(reply: JanusMessage): number {
    if (reply.janus !== 'success' || !reply.data) throw new Error(reply.error?.reason ?? reply.janus);
    return reply.data.id;
  }

  private send(socket: WebSocket, message: Record<string, unknown>): Promise<JanusMessage> {
    const transaction = randomUUID();
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.pending.delete(transaction);
        reject(new Error('sin respuesta a tiempo'));
      }, REQUEST_TIMEOUT_MS);
      this.pending.set(transaction, (reply) => {
        clearTimeout(timer);
        this.pending.delete(transaction);
        resolve(reply);
      });
      socket.send(JSON.stringify({ ...message, transaction, apisecret: this.config.JANUS_API_SECRET }));
    });
  }

  private drop(link: Link): void {
    clearInterval(link.keepAlive);
    link.socket.close();
  }
}
