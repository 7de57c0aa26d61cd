import { createHash, randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import {
  ErrorCode,
  SetTrustedContactDto,
  TRUSTED_INVITE_DAYS,
  TRUSTED_INVITES_PER_DAY,
  TRUSTED_MSG,
  TrustedContactResponse,
  TrustedInvitationResponse,
  trustedAlertEmail,
  trustedInvitationEmail,
} from '@conectando/contracts';
import { DataSource, EntityManager } from 'typeorm';
import { AppError } from '../../common/errors/app-error';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { hydrated } from '../../infra/database/sql';
import { MailService } from '../../infra/mail/mail.service';
import { UsersService } from '../users/users.service';
import { TrustedContactAlert } from './entities/trusted-contact-alert.entity';
import { TrustedContactConsent } from './entities/trusted-contact-consent.entity';
import { TrustedContact } from './entities/trusted-contact.entity';

const hashToken = (token: string) => createHash('sha256').update(token).digest();
const newToken = () => randomBytes(32).toString('base64url');
const DAY_MS = 24 * 60 * 60 * 1000;

/** A warned message a person received, as the alert needs it (never its text or its sender). */
export interface WarnedMessage {
  messageId: string;
  kind: string;
  recipientIds: string[];
  chatCreatedAt: Date;
  sentAt: Date;
}

/**
 * 'Persona de confianza': a person names one contact, who accepts from an emailed link; while active,
 * a warned message the person receives emails the contact, at most once a day.
 */
@Injectable()
export class TrustedContactsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly users: UsersService,
    private readonly mail: MailService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Names (or replaces) the contact: a fresh invitation, emailed after the commit. */
  async set(userId: string, dto: SetTrustedContactDto): Promise<{ status: 'invited' }> {
    const me = await this.users.contact(userId);
    if (!me) throw new AppError(ErrorCode.Unauthenticated);
    const email = dto.email.trim().toLowerCase();
    const name = dto.name.trim();
    if (email === me.email.toLowerCase()) throw new AppError(ErrorCode.ValidationFailed, TRUSTED_MSG.notSelf);
    const token = newToken();
    const leaveToken = newToken();
    await this.dataSource.transaction(async (tx) => {
      // One person's invitations are counted and replaced one at a time.
      await tx.query(`SELECT 1 FROM users WHERE id = $1 FOR UPDATE`, [userId]);
      const [{ n }]: { n: number }[] = await tx.query(
        `SELECT count(*)::int AS n FROM trusted_contact_consents
          WHERE user_id = $1 AND action = 'invited' AND created_at > now() - interval '1 day'`,
        [userId],
      );
      if (n >= TRUSTED_INVITES_PER_DAY) throw new AppError(ErrorCode.TooManyRequests, TRUSTED_MSG.inviteLimit);
      const before = await tx.findOneBy(TrustedContact, { userId });
      if (before) {
        await tx.delete(TrustedContact, { userId });
        await this.record(tx, before, 'withdrawn');
      }
      const contact = await tx.save(
        tx.create(TrustedContact, {
          userId,
          name,
          email,
          status: 'invited',
          inviteTokenHash: hashToken(token),
          inviteExpiresAt: new Date(Date.now() + TRUSTED_INVITE_DAYS * DAY_MS),
          leaveToken,
          invitedAt: new Date(),
          acceptedAt: null,
          lastAlertAt: null,
        }),
      );
      await this.record(tx, contact, 'invited');
    });
    await this.mail.sendOrLog({
      to: email,
      ...trustedInvitationEmail(name, me.name, this.publicUrl(), token, leaveToken),
    });
    return { status: 'invited' };
  }

  async get(userId: string): Promise<TrustedContactResponse> {
    const [contact, alerts] = await Promise.all([
      this.dataSource.getRepository(TrustedContact).findOneBy({ userId }),
      this.dataSource
        .getRepository(TrustedContactAlert)
        .find({ where: { userId }, order: { sentAt: 'DESC' }, take: 100 }),
    ]);
    return {
      contact: contact && {
        name: contact.name,
        email: contact.email,
        status: contact.status,
        invitedAt: contact.invitedAt.toISOString(),
        acceptedAt: contact.acceptedAt?.toISOString() ?? null,
      },
      alerts: alerts.map((a) => ({ kind: a.kind, sentAt: a.sentAt.toISOString(), messageId: a.messageId })),
    };
  }

  /** The person ends it at once; the contact's links stop working. */
  async remove(userId: string): Promise<void> {
    await this.dataSource.transaction(async (tx) => {
      const [rows]: [Record<string, unknown>[], number] = await tx.query(
        `DELETE FROM trusted_contacts WHERE user_id = $1 RETURNING *`,
        [userId],
      );
      for (const c of hydrated(tx, TrustedContact, rows)) await this.record(tx, c, 'withdrawn');
    });
  }

  /** What the accept page shows: whose invitation it is, while its link works. */
  async invitation(token: string): Promise<TrustedInvitationResponse> {
    const contact = await this.dataSource
      .getRepository(TrustedContact)
      .createQueryBuilder('c')
      .where('c.inviteTokenHash = :hash AND c.inviteExpiresAt > now()', { hash: hashToken(token) })
      .getOne();
    if (!contact) throw new AppError(ErrorCode.ValidationFailed, TRUSTED_MSG.linkInvalid);
    return { status: contact.status, personName: await this.personName(contact.userId) };
  }

  /** The contact says yes: the link works once, for 7 days. */
  async accept(token: string): Promise<TrustedInvitationResponse> {
    const contact = await this.dataSource.transaction(async (tx) => {
      const [rows]: [Record<string, unknown>[], number] = await tx.query(
        `UPDATE trusted_contacts SET status = 'active', accepted_at = now(), invite_token_hash = NULL
          WHERE invite_token_hash = $1 AND invite_expires_at > now() AND status = 'invited'
          RETURNING *`,
        [hashToken(token)],
      );
      const [accepted] = hydrated(tx, TrustedContact, rows);
      if (!accepted) throw new AppError(ErrorCode.ValidationFailed, TRUSTED_MSG.linkInvalid);
      await this.record(tx, accepted, 'accepted');
      return accepted;
    });
    return { status: 'active', personName: await this.personName(contact.userId) };
  }

  /** The contact leaves, from the link in any of our emails. */
  async leave(leaveToken: string): Promise<void> {
    await this.dataSource.transaction(async (tx) => {
      const [rows]: [Record<string, unknown>[], number] = await tx.query(
        `DELETE FROM trusted_contacts WHERE leave_token = $1 RETURNING *`,
        [leaveToken],
      );
      const [left] = hydrated(tx, TrustedContact, rows);
      if (!left) throw new AppError(ErrorCode.ValidationFailed, TRUSTED_MSG.linkInvalid);
      await this.record(tx, left, 'left');
    });
  }

  /**
   * Alerts the active contacts of the message's recipients, each at most once in 24 hours: the
   * contact's row is claimed with its last_alert_at in the caller's transaction (once per event).
   */
  async claimAlerts(tx: EntityManager, warned: WarnedMessage): Promise<TrustedContact[]> {
    const [rows]: [Record<string, unknown>[], number] = await tx.query(
      `UPDATE trusted_contacts SET last_alert_at = now()
        WHERE user_id = ANY($1::uuid[]) AND status = 'active'
          -- A message sent before the contact accepted is not theirs to hear of, however late its event.
          AND accepted_at <= $2
          AND (last_alert_at IS NULL OR last_alert_at <= now() - interval '1 day')
        RETURNING *`,
      [warned.recipientIds, warned.sentAt],
    );
    const claimed = hydrated(tx, TrustedContact, rows);
    for (const c of claimed)
      await tx.save(
        tx.create(TrustedContactAlert, {
          userId: c.userId,
          messageId: warned.messageId,
          kind: warned.kind,
          contactEmail: c.email,
          sentAt: new Date(),
        }),
      );
    return claimed;
  }

  /** After the commit: the email, with no message text and no name but the person's own. */
  async sendAlert(contact: TrustedContact, warned: WarnedMessage): Promise<void> {
    const daysSinceMet = Math.floor((Date.now() - warned.chatCreatedAt.getTime()) / DAY_MS);
    await this.mail.sendOrLog({
      to: contact.email,
      ...trustedAlertEmail(
        contact.name,
        await this.personName(contact.userId),
        daysSinceMet,
        this.publicUrl(),
        contact.leaveToken,
      ),
    });
  }

  async exportFor(userId: string): Promise<unknown> {
    const [current, consents, alerts] = await Promise.all([
      this.get(userId),
      this.dataSource.getRepository(TrustedContactConsent).find({ where: { userId }, order: { createdAt: 'ASC' } }),
      this.dataSource.getRepository(TrustedContactAlert).find({ where: { userId }, order: { sentAt: 'ASC' } }),
    ]);
    return {
      contact: current.contact,
      consents: consents.map((c) => ({
        action: c.action,
        contactName: c.contactName,
        contactEmail: c.contactEmail,
        at: c.createdAt.toISOString(),
      })),
      alerts: alerts.map((a) => ({
        kind: a.kind,
        messageId: a.messageId,
        contactEmail: a.contactEmail,
        sentAt: a.sentAt.toISOString(),
      })),
    };
  }

  async eraseFor(tx: EntityManager, userId: string): Promise<void> {
    await tx.query(`DELETE FROM trusted_contact_alerts WHERE user_id = $1`, [userId]);
    await tx.query(`DELETE FROM trusted_contact_consents WHERE user_id = $1`, [userId]);
    await tx.query(`DELETE FROM trusted_contacts WHERE user_id = $1`, [userId]);
  }

  private record(tx: EntityManager, c: TrustedContact, action: TrustedContactConsent['action']) {
    return tx.save(
      tx.create(TrustedContactConsent, { userId: c.userId, contactName: c.name, contactEmail: c.email, action }),
    );
  }

  private async personName(userId: string): Promise<string> {
    return (await this.users.displayNames([userId])).get(userId) ?? '';
  }

  private publicUrl(): string {
    return this.config.PUBLIC_URL;
  }
}
