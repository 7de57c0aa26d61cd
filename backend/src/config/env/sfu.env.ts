import { IsString } from 'class-validator';
import { OptionalStringVar } from './env-values';

/** Janus, the SFU of live classes' rooms. */
export class SfuEnv {
  /** Janus's WebSocket API as the server reaches it (ws://janus:8188): unset, live classes' rooms are off. */
  @OptionalStringVar()
  JANUS_URL?: string;

  /** Janus's WebSocket API as browsers reach it: a path on the app's origin (behind its proxy) or a ws(s):// URL. */
  @IsString()
  JANUS_PUBLIC_URL = '/janus';

  /** Janus's api_secret: only the API holds it; browsers get signed tokens instead. */
  @OptionalStringVar()
  JANUS_API_SECRET?: string;

  /** Janus's token_auth_secret: signs the browsers' short-lived tokens. */
  @OptionalStringVar()
  JANUS_TOKEN_SECRET?: string;

  /** The VideoRoom plugin's admin_key: only the API creates rooms. */
  @OptionalStringVar()
  JANUS_ADMIN_KEY?: string;
}
