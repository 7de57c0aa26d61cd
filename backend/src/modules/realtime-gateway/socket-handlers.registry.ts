import { Injectable, Logger, OnModuleInit } from '@nestjs/common';
import { DiscoveryService, MetadataScanner } from '@nestjs/core';
import { findMarkedMethods } from '../../infra/discovery/marked-methods';
import type { SocketEventHandler } from '../../infra/realtime/socket-events';
import type { AppSocket, SocketUser } from './app-socket';
import { SOCKET_HANDLER, SocketHandlerMark } from './socket-handler.decorator';

type Method = (...args: never[]) => unknown;

/**
 * What the domain modules ask of the gateway, found at boot on their providers' marked methods
 * (@OnSocketEvent, @SocketRooms, @OnSocketSilence), as the event dispatcher finds @OnEvent.
 */
@Injectable()
export class SocketHandlers implements OnModuleInit {
  private readonly logger = new Logger(SocketHandlers.name);
  readonly events: Record<string, SocketEventHandler<AppSocket>> = {};
  private readonly roomSources: ((user: SocketUser) => Promise<string[]>)[] = [];
  private readonly silenceListeners: ((userId: string, silentSince: Date) => Promise<void>)[] = [];

  constructor(
    private readonly discovery: DiscoveryService,
    private readonly scanner: MetadataScanner,
  ) {}

  onModuleInit(): void {
    for (const { mark, run, label } of findMarkedMethods<SocketHandlerMark>(
      this.discovery,
      this.scanner,
      SOCKET_HANDLER,
    ))
      this.register(mark, run, label);
    this.logger.debug(`Eventos de socket: ${Object.keys(this.events).join(', ')}`);
  }

  private register(mark: SocketHandlerMark, run: Method, label: string): void {
    if (mark.kind === 'event') {
      if (this.events[mark.event])
        throw new Error(`El evento de socket ${mark.event} tiene dos manejadores (${label})`);
      this.events[mark.event] = run as SocketEventHandler<AppSocket>;
    } else if (mark.kind === 'rooms') this.roomSources.push(run as (user: SocketUser) => Promise<string[]>);
    else this.silenceListeners.push(run as (userId: string, silentSince: Date) => Promise<void>);
  }

  /** The rooms every module wants this user's socket in. */
  async roomsOf(user: SocketUser): Promise<string[]> {
    return (await Promise.all(this.roomSources.map((rooms) => rooms(user)))).flat();
  }

  /** Each listener runs on its own: one failing does not keep the others from hearing of it. */
  wentSilent(userId: string, silentSince: Date): void {
    for (const listener of this.silenceListeners)
      listener(userId, silentSince).catch((e: Error) =>
        this.logger.warn(`Aviso de un teléfono sin señal (${userId}) no atendido: ${e.message}`),
      );
  }
}
