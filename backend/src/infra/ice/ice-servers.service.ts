import { createHmac } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import type { IceServersResponse } from '@conectando/contracts';
import { APP_CONFIG, AppConfig } from '../../config/app-config';

type IceServer = IceServersResponse['iceServers'][number];

/**
 * The servers a call's browsers use to find each other: ICE_SERVERS, plus TURN credentials in coturn's
 * shared-secret scheme (use-auth-secret): username `<expiry>:<userId>`, password base64(HMAC-SHA1(secret, username)).
 */
@Injectable()
export class IceServersService {
  private readonly logger = new Logger('IceServers');
  private readonly base: IceServer[];

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {
    this.base = this.parse(config.ICE_SERVERS);
  }

  forUser(userId: string, now = Date.now()): IceServersResponse {
    const { TURN_SECRET: secret, TURN_URLS: urls, ICE_TRANSPORT_POLICY: iceTransportPolicy } = this.config;
    if (!secret || !urls) return { iceServers: this.base, iceTransportPolicy };
    const username = `${Math.floor(now / 1000) + this.config.TURN_TTL_SECONDS}:${userId}`;
    const credential = createHmac('sha1', secret).update(username).digest('base64');
    const turn = urls
      .split(',')
      .map((u) => u.trim())
      .filter(Boolean);
    return { iceServers: [...this.base, { urls: turn, username, credential }], iceTransportPolicy };
  }

  private parse(json: string): IceServer[] {
    try {
      const parsed: unknown = JSON.parse(json);
      if (Array.isArray(parsed)) return parsed as IceServer[];
    } catch (e) {
      this.logger.warn(`ICE_SERVERS no es JSON válido: ${(e as Error).message}`);
    }
    return [];
  }
}
