import { Inject, Injectable } from '@nestjs/common';
import { Options, WebpayPlus } from 'transbank-sdk';
import { APP_CONFIG, AppConfig } from '../../config/app-config';

/** Webpay Plus's answer to a commit or a status query (the fields this app reads). */
export interface WebpayTransaction {
  status?: string;
  response_code?: number;
  amount?: number;
  buy_order?: string;
  authorization_code?: string;
  card_detail?: { card_number?: string };
}

export interface WebpayRefund {
  type?: string;
  response_code?: number;
}

/**
 * The official SDK, configured once: commerce code and key of the environment, and the base URL
 * (TRANSBANK_API_URL points it at a stand-in in tests). Every call is bounded by TRANSBANK_TIMEOUT_MS.
 */
@Injectable()
export class TransbankClient {
  private readonly webpay: InstanceType<typeof WebpayPlus.Transaction>;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    const tbk = config.transbank;
    this.webpay = new WebpayPlus.Transaction(
      new Options(tbk.webpayCommerceCode, tbk.apiKey, tbk.apiUrl, config.TRANSBANK_TIMEOUT_MS),
    );
  }

  async createWebpay(
    buyOrder: string,
    sessionId: string,
    amount: number,
    returnUrl: string,
  ): Promise<{ token: string; url: string }> {
    const res = (await this.webpay.create(buyOrder, sessionId, amount, returnUrl)) as { token: string; url: string };
    return { token: res.token, url: res.url };
  }

  commitWebpay(token: string): Promise<WebpayTransaction> {
    return this.webpay.commit(token) as Promise<WebpayTransaction>;
  }

  statusWebpay(token: string): Promise<WebpayTransaction> {
    return this.webpay.status(token) as Promise<WebpayTransaction>;
  }

  refundWebpay(token: string, amount: number): Promise<WebpayRefund> {
    return this.webpay.refund(token, amount) as Promise<WebpayRefund>;
  }
}
