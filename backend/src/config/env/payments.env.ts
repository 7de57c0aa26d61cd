import { IsIn, IsString } from 'class-validator';
import { Environment, IntegrationApiKeys, IntegrationCommerceCodes } from 'transbank-sdk';
import { StartupError } from '../startup-error';
import { IntVar, OptionalStringVar } from './env-values';

/** Tokens, plans and Transbank (docs/decisions/marketplace-and-tokens.md). */
export class PaymentsEnv {
  /** Free tokens every professional and institution gets each month (docs/decisions/marketplace-and-tokens.md). */
  @IntVar(0)
  FREE_MONTHLY_TOKENS = 3;

  /** When the monthly token renewal job runs (cron, America/Santiago); hourly, since it is idempotent per month. */
  @IsString()
  TOKEN_RENEWAL_PATTERN = '5 * * * *';

  /**
   * Which Transbank environment takes payments: 'integration' (default) uses Transbank's public test
   * commerce codes and key, so `npm start` works without a contract; 'production' needs the four below.
   */
  @IsIn(['integration', 'production'])
  TRANSBANK_ENV: 'integration' | 'production' = 'integration';

  /** Webpay Plus commerce code (production). */
  @OptionalStringVar()
  WEBPAY_COMMERCE_CODE?: string;

  /** Oneclick Mall commerce code and its child store's code (production). */
  @OptionalStringVar()
  ONECLICK_COMMERCE_CODE?: string;

  @OptionalStringVar()
  ONECLICK_CHILD_COMMERCE_CODE?: string;

  /** The secret API key Transbank gives with the production commerce codes. */
  @OptionalStringVar()
  TRANSBANK_API_KEY?: string;

  /** Overrides Transbank's base URL (tests point it at a local stand-in); unset: the environment's own. */
  @OptionalStringVar()
  TRANSBANK_API_URL?: string;

  /** How long one call to Transbank may take before it counts as failed (the payment then waits for the status job). */
  @IntVar(100)
  TRANSBANK_TIMEOUT_MS = 15_000;

  /** First wait of the job that asks Webpay for a payment's status after a failed commit (doubles each try). */
  @IntVar(100)
  PAYMENT_STATUS_RETRY_MS = 2000;

  /** Length of a plan's period in seconds; 0 = one calendar month (tests shorten it). */
  @IntVar(0)
  PLAN_PERIOD_SECONDS = 0;

  /** How often the worker looks for plans whose charge (or retry) is due. */
  @IntVar(100)
  PLAN_RENEWAL_CHECK_MS = 60_000;
}

export interface TransbankSettings {
  webpayCommerceCode: string;
  oneclickCommerceCode: string;
  oneclickChildCommerceCode: string;
  apiKey: string;
  /** The base URL the SDK calls. */
  apiUrl: string;
}

/** Integration: the SDK's public test codes and key. Production: all four variables, or no start. */
export function transbankSettings(env: PaymentsEnv): TransbankSettings {
  if (env.TRANSBANK_ENV === 'integration') {
    return {
      webpayCommerceCode: env.WEBPAY_COMMERCE_CODE ?? IntegrationCommerceCodes.WEBPAY_PLUS,
      oneclickCommerceCode: env.ONECLICK_COMMERCE_CODE ?? IntegrationCommerceCodes.ONECLICK_MALL,
      oneclickChildCommerceCode: env.ONECLICK_CHILD_COMMERCE_CODE ?? IntegrationCommerceCodes.ONECLICK_MALL_CHILD1,
      apiKey: env.TRANSBANK_API_KEY ?? IntegrationApiKeys.WEBPAY,
      apiUrl: env.TRANSBANK_API_URL ?? Environment.Integration,
    };
  }
  const required = [
    'WEBPAY_COMMERCE_CODE',
    'ONECLICK_COMMERCE_CODE',
    'ONECLICK_CHILD_COMMERCE_CODE',
    'TRANSBANK_API_KEY',
  ] as const;
  const missing = required.filter((name) => !env[name]);
  if (missing.length > 0) {
    throw new StartupError(
      `Configuración inválida: con TRANSBANK_ENV=production faltan ${missing.join(', ')} (los entrega Transbank al contratar; ver README).`,
    );
  }
  return {
    webpayCommerceCode: env.WEBPAY_COMMERCE_CODE!,
    oneclickCommerceCode: env.ONECLICK_COMMERCE_CODE!,
    oneclickChildCommerceCode: env.ONECLICK_CHILD_COMMERCE_CODE!,
    apiKey: env.TRANSBANK_API_KEY!,
    apiUrl: env.TRANSBANK_API_URL ?? Environment.Production,
  };
}
