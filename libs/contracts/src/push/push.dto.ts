import { IsString, IsUrl, MaxLength, ValidateBy } from 'class-validator';

export const PUSH_MSG = {
  endpointInvalid: 'La dirección de notificaciones de este navegador no es válida.',
  keysInvalid: 'Las claves de notificaciones de este navegador no son válidas.',
  endpointNotAllowed: 'Este servicio de notificaciones no está permitido.',
} as const;

const BASE64URL = /^[A-Za-z0-9_-]+={0,2}$/;

export interface PushKeys {
  /** An uncompressed P-256 point: 65 bytes, 87 base64url characters. */
  p256dh: string;
  /** 16 bytes: 22 characters. */
  auth: string;
}

const isBase64Url = (value: unknown, max: number) =>
  typeof value === 'string' && value.length <= max && BASE64URL.test(value);

// A plain-object check: the contracts stay free of class-transformer (the browser has no Reflect metadata).
const IsPushKeys = () =>
  ValidateBy(
    {
      name: 'isPushKeys',
      validator: {
        validate: (value: unknown) =>
          typeof value === 'object' &&
          value !== null &&
          !Array.isArray(value) &&
          Object.keys(value).every((k) => k === 'p256dh' || k === 'auth') &&
          isBase64Url((value as PushKeys).p256dh, 100) &&
          isBase64Url((value as PushKeys).auth, 32),
      },
    },
    { message: PUSH_MSG.keysInvalid },
  );

export class PushUnsubscribeDto {
  @IsString({ message: PUSH_MSG.endpointInvalid })
  @MaxLength(2048, { message: PUSH_MSG.endpointInvalid })
  @IsUrl({ protocols: ['https'], require_protocol: true, require_tld: false }, { message: PUSH_MSG.endpointInvalid })
  endpoint!: string;
}

/** What the browser's PushSubscription.toJSON() gives (expirationTime is not kept). */
export class PushSubscriptionDto extends PushUnsubscribeDto {
  @IsPushKeys()
  keys!: PushKeys;
}

export interface PushPublicKeyResponse {
  /** The VAPID public key, base64url: the browser's applicationServerKey. */
  publicKey: string;
}

/** The JSON a push carries; the service worker shows it and opens `url` on a tap. */
export interface PushPayload {
  title: string;
  body: string;
  /** A path of the app, such as /chat/<id>. */
  url: string;
}
