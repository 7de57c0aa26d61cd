import { Inject, Injectable } from '@nestjs/common';
import { Oneclick, Options, TransactionDetail, WebpayPlus } from 'transbank-sdk';
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

/** Oneclick's finish of an inscription (the fields this app reads). */
export interface OneclickInscription {
  response_code?: number;
  tbk_user?: string;
  card_type?: string;
  card_number?: string;
}

/** Oneclick Mall's answer to an authorize or a status query: one detail per child store. */
export interface OneclickTransaction {
  buy_order?: string;
  card_detail?: { card_number?: string };
  details?: {
    amount?: number;
    status?: string;
    authorization_code?: string;
    response_code?: number;
    commerce_code?: string;
    buy_order?: string;
  }[];
}

/**
 * The official SDK, configured once: commerce code and key of the environment, and the base URL
 * (TRANSBANK_API_URL points it at a stand-in in tests). Every call is bounded by TRANSBANK_TIMEOUT_MS.
 */
@Injectable()
export class TransbankClient {
  private readonly webpay: InstanceType<typeof WebpayPlus.Transaction>;
  private readonly inscriptions: InstanceType<typeof Oneclick.MallInscription>;
  private readonly mall: InstanceType<typeof Oneclick.MallTransaction>;
  /** The Oneclick Mall child store that plans are charged to. */
  readonly childCommerceCode: string;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    const tbk = config.transbank;
    this.webpay = new WebpayPlus.Transaction(
      new Options(tbk.webpayCommerceCode, tbk.apiKey, tbk.apiUrl, config.TRANSBANK_TIMEOUT_MS),
    );
    const oneclick = new Options(tbk.oneclickCommerceCode, tbk.apiKey, tbk.apiUrl, config.TRANSBANK_TIMEOUT_MS);
    this.inscriptions = new Oneclick.MallInscription(oneclick);
    this.mall = new Oneclick.MallTransaction(oneclick);
    this.childCommerceCode = tbk.oneclickChildCommerceCode;
  }

  async startInscription(
    username: string,
    email: string,
    responseUrl: string,
  ): Promise<{ token: string; url: string }> {
    const res = (await this.inscriptions.start(username, email, responseUrl)) as { token: string; url_webpay: string };
    return { token: res.token, url: res.url_webpay };
  }

  finishInscription(token: string): Promise<OneclickInscription> {
    return this.inscriptions.finish(token) as Promise<OneclickInscription>;
  }

  async deleteInscription(tbkUser: string, username: string): Promise<void> {
    await this.inscriptions.delete(tbkUser, username);
  }

  /** One charge to the child store; the child's buy order is derived from the parent's. */
  authorizeOneclick(username: string, tbkUser: string, buyOrder: string, amount: number): Promise<OneclickTransaction> {
    const detail = new TransactionDetail(amount, this.childCommerceCode, childBuyOrder(buyOrder));
    return this.mall.authorize(username, tbkUser, buyOrder, [detail]) as Promise<OneclickTransaction>;
  }

  refundOneclick(buyOrder: string, amount: number): Promise<WebpayRefund> {
    return this.mall.refund(buyOrder, this.childCommerceCode, childBuyOrder(buyOrder), amount) as Promise<WebpayRefund>;
  }

  statusOneclick(buyOrder: string): Promise<OneclickTransaction> {
    return this.mall.status(buyOrder) as Promise<OneclickTransaction>;
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

/** The child store's buy order for a parent order ('cg…' → 'ch…', same length, unique with it). */
export const childBuyOrder = (buyOrder: string): string => `ch${buyOrder.slice(2)}`;
