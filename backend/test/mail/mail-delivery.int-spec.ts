import { AddressInfo, createServer } from 'node:net';
import { getQueueToken } from '@nestjs/bullmq';
import { Logger } from '@nestjs/common';
import ICAL from 'ical.js';
import type { Queue } from 'bullmq';
import { SMTPServer } from 'smtp-server';
import { MAIL_QUEUE } from '../../src/infra/mail/mail-delivery';
import { MailService } from '../../src/infra/mail/mail.service';
import { personaPayload, signedUp } from '../support/factories';
import { ReceivedMail, startSmtp } from '../support/smtp';
import { eventually } from '../support/sockets';
import { createTestApp, TestApp } from '../support/test-app';

// The first retry 200 ms after a failure, then 400, 800 ms…: the real schedule, shrunk.
const RETRY_FIRST_MS = 200;
const MIN = 60_000;
const ahead = (ms: number) => new Date(Math.ceil((Date.now() + ms) / 1000) * 1000).toISOString();

/** A loopback port nobody listens on (yet). */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** An SMTP server that refuses every recipient for good (550), counting the tries. */
async function refusingSmtp(): Promise<{ url: string; tries: () => number; close: () => Promise<void> }> {
  let tries = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(_address, _session, callback) {
      tries++;
      callback(Object.assign(new Error('5.1.1 Buzón inexistente'), { responseCode: 550 }));
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    tries: () => tries,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const requestReset = (t: TestApp, email: string) =>
  t.http().post('/api/auth/password-reset').send({ email }).expect(202);

describe('mail delivery through the queue', () => {
  afterEach(() => jest.restoreAllMocks());

  it('should keep an email while the SMTP server is down and deliver it once when it comes back', async () => {
    const port = await freePort();
    const t = await createTestApp(
      { SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_RETRY_FIRST_MS: String(RETRY_FIRST_MS) },
      { redis: true },
    );
    let smtp: Awaited<ReturnType<typeof startSmtp>> | undefined;
    try {
      const queue = t.app.get<Queue>(getQueueToken(MAIL_QUEUE));
      const { email } = await signedUp(t);
      await requestReset(t, email);
      // Refused connections: the job waits for its next try.
      await eventually(async () => expect((await queue.getJobs(['delayed'])).length).toBe(1), 5000);
      const [job] = await queue.getJobs(['delayed']);
      expect(job.attemptsMade).toBeGreaterThanOrEqual(1);
      expect(job.opts.attempts).toBe(14);

      smtp = await startSmtp(port);
      const mails = smtp.mails;
      await eventually(() => expect(mails.filter((m) => m.to.includes(email))).toHaveLength(1), 15_000);
      await eventually(async () => expect(await queue.getJobCounts('completed')).toMatchObject({ completed: 1 }));
      // Several retry periods later, still one.
      await new Promise((r) => setTimeout(r, 8 * RETRY_FIRST_MS));
      expect(mails.filter((m) => m.to.includes(email))).toHaveLength(1);
    } finally {
      await t.close();
      await smtp?.close();
    }
  });

  it('should retry in the process without Redis, on the same schedule, and deliver once', async () => {
    const port = await freePort();
    const warnings = jest.spyOn(Logger.prototype, 'warn');
    const t = await createTestApp({
      SMTP_URL: `smtp://127.0.0.1:${port}`,
      MAIL_RETRY_FIRST_MS: String(RETRY_FIRST_MS),
    });
    let smtp: Awaited<ReturnType<typeof startSmtp>> | undefined;
    try {
      const { email } = await signedUp(t);
      await requestReset(t, email);
      await eventually(() =>
        expect(warnings.mock.calls.map((c) => String(c[0]))).toContainEqual(
          expect.stringMatching(new RegExp(`${email} no enviado \\(intento 1 de 14\\).*se reintenta`)),
        ),
      );
      smtp = await startSmtp(port);
      const mails = smtp.mails;
      await eventually(() => expect(mails.filter((m) => m.to.includes(email))).toHaveLength(1), 15_000);
      await new Promise((r) => setTimeout(r, 8 * RETRY_FIRST_MS));
      expect(mails.filter((m) => m.to.includes(email))).toHaveLength(1);
    } finally {
      await t.close();
      await smtp?.close();
    }
  });

  it('should stop at a permanent refusal (5xx) and log its reason', async () => {
    const refusing = await refusingSmtp();
    const errors = jest.spyOn(Logger.prototype, 'error');
    const t = await createTestApp(
      { SMTP_URL: refusing.url, MAIL_RETRY_FIRST_MS: String(RETRY_FIRST_MS) },
      { redis: true },
    );
    try {
      const queue = t.app.get<Queue>(getQueueToken(MAIL_QUEUE));
      const { email } = await signedUp(t);
      await requestReset(t, email);
      await eventually(async () => expect(await queue.getJobCounts('failed')).toMatchObject({ failed: 1 }), 5000);
      const [job] = await queue.getJobs(['failed']);
      expect(job.attemptsMade).toBe(1);
      expect(job.failedReason).toContain('550');
      await new Promise((r) => setTimeout(r, 8 * RETRY_FIRST_MS));
      expect(refusing.tries()).toBe(1);
      expect(await queue.getJobCounts('delayed', 'waiting')).toEqual({ delayed: 0, waiting: 0 });
      const logged = errors.mock.calls.map((c) => String(c[0]));
      expect(logged).toContainEqual(
        expect.stringMatching(new RegExp(`${email}.*no se reintenta.*550.*Buzón inexistente`)),
      );
    } finally {
      await t.close();
      await refusing.close();
    }
  });

  it("should queue an event's email once however often its handler runs", async () => {
    const smtp = await startSmtp();
    const t = await createTestApp({ SMTP_URL: smtp.url }, { redis: true });
    try {
      const mail = t.app.get(MailService);
      const message = { to: 'carla@prueba.cl', subject: 'Comprobante de pago', text: 'Gracias.' };
      // Files before this one used the same database: an event id of its own.
      const once = { consumer: 'mail-test:receipt', eventId: String(Date.now()) };
      await Promise.all([mail.send(message, once), mail.send(message, once)]);
      await mail.send(message, once);
      await eventually(() => expect(smtp.mails).toHaveLength(1));
      await new Promise((r) => setTimeout(r, 500));
      expect(smtp.mails).toHaveLength(1);
      expect(
        await t.db.query(`SELECT consumer, event_id FROM processed_events WHERE consumer LIKE 'mail:mail-test:%'`),
      ).toEqual([{ consumer: 'mail:mail-test:receipt', event_id: once.eventId }]);
    } finally {
      await t.close();
      await smtp.close();
    }
  });

  describe('meeting invitations', () => {
    let t: TestApp;
    let smtp: Awaited<ReturnType<typeof startSmtp>>;
    beforeAll(async () => {
      smtp = await startSmtp();
      t = await createTestApp({ SMTP_URL: smtp.url }, { redis: true });
    });
    afterAll(async () => {
      await t.close();
      await smtp.close();
    });

    /** The text/calendar part of a message, with the method its Content-Type says. */
    function calendarPart(mail: ReceivedMail): { contentMethod: string; event: ICAL.Event; method: string } {
      const unfolded = mail.raw.replace(/\r\n[ \t]/g, '');
      const header =
        /Content-Type: text\/calendar;[^\r\n]*method=(\w+)[^\r\n]*\r\n([\s\S]*?)\r\n\r\n([\s\S]*?)\r\n--/i.exec(
          unfolded,
        );
      expect(header).not.toBeNull();
      const [, contentMethod, headers, body] = header!;
      const text = /base64/i.test(headers)
        ? Buffer.from(body.replace(/\s/g, ''), 'base64').toString('utf8')
        : /quoted-printable/i.test(headers)
          ? body
              .replace(/=\r\n/g, '')
              .replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16)))
          : body;
      const calendar = new ICAL.Component(ICAL.parse(text));
      return {
        contentMethod,
        method: String(calendar.getFirstPropertyValue('method')),
        event: new ICAL.Event(calendar.getFirstSubcomponent('vevent')!),
      };
    }

    it('should send the confirmation as a REQUEST and the cancellation as a CANCEL of the same UID, later SEQUENCE', async () => {
      const ana = await signedUp(t, personaPayload({ name: 'Ana' }));
      const beto = await signedUp(t, personaPayload({ name: 'Beto' }));
      const slot = ahead(48 * 60 * MIN);
      const { body: m } = await ana.agent
        .post('/api/meetings')
        .send({ inviteeId: beto.user.id, slots: [slot], durationMinutes: 30 })
        .expect(201);
      await beto.agent.post(`/api/meetings/${m.id}/accept`).send({ slot }).expect(200);
      const toAna = () => smtp.mails.filter((x) => x.to.includes(ana.email));
      await eventually(() => expect(toAna().filter((x) => x.raw.includes('method=REQUEST'))).toHaveLength(1));
      const request = calendarPart(toAna().find((x) => x.raw.includes('method=REQUEST'))!);
      expect(request.contentMethod).toBe('REQUEST');
      expect(request.method).toBe('REQUEST');
      expect(request.event.startDate.toJSDate().toISOString()).toBe(slot);
      expect(request.event.organizer).toContain('no-responder@conectandogeneraciones.cl');
      expect(request.event.attendees.map((a) => String(a.getFirstValue()))).toEqual([`mailto:${ana.email}`]);

      await beto.agent.post(`/api/meetings/${m.id}/cancel`).expect(200);
      await eventually(() => expect(toAna().filter((x) => x.raw.includes('method=CANCEL'))).toHaveLength(1));
      const cancel = calendarPart(toAna().find((x) => x.raw.includes('method=CANCEL'))!);
      expect(cancel.contentMethod).toBe('CANCEL');
      expect(cancel.method).toBe('CANCEL');
      expect(cancel.event.uid).toBe(request.event.uid);
      expect(cancel.event.sequence).toBeGreaterThan(request.event.sequence);
      // Each email once: a confirmation and a cancellation.
      await new Promise((r) => setTimeout(r, 500));
      expect(toAna()).toHaveLength(2);
    });
  });
});
