import ICAL from 'ical.js';
import { personaPayload, signedUp } from '../support/factories';
import type { ReceivedMail } from '../support/smtp';
import type { TestApp } from '../support/test-app';

export const MIN = 60_000;
export const HOUR = 60 * MIN;
export const DAY = 24 * HOUR;
/** An instant `ms` from now, on a whole second, as a client sends it. */
export const ahead = (ms: number) => new Date(Math.ceil((Date.now() + ms) / 1000) * 1000).toISOString();

export type Person = Awaited<ReturnType<typeof signedUp>>;

export async function person(t: TestApp, name: string): Promise<Person> {
  return signedUp(t, personaPayload({ name }));
}

/** A person switched to 'Quiero Enseñar' through the API. */
export async function mentor(t: TestApp, name = 'Marta'): Promise<Person> {
  const p = await person(t, name);
  await p.agent.patch(`/api/users/${p.user.id}/role`).send({ role: 'mentor' }).expect(200);
  return p;
}

export const classBody = (overrides: Record<string, unknown> = {}) => ({
  title: 'Tejido a palillo para principiantes',
  skillName: 'Tejido',
  description: 'Aprenderemos el punto jersey con lana gruesa.',
  startsAt: ahead(26 * HOUR),
  durationMinutes: 60,
  capacity: 5,
  ...overrides,
});

export async function newClass(by: Person, overrides: Record<string, unknown> = {}) {
  const res = await by.agent.post('/api/live-classes').send(classBody(overrides)).expect(201);
  return res.body.classes[0] as { id: string; startsAt: string; version: number };
}

export const feed = async (p: Person) =>
  (await p.agent.get('/api/notifications').expect(200)).body.items as { type: string; title: string; link: string }[];

/**
 * The received emails addressed to these people: an email a previous test caused can still arrive
 * during this one (its event was in flight when the tables were emptied).
 */
export const mailsTo = (mails: ReceivedMail[], ...people: { email: string }[]): ReceivedMail[] =>
  mails.filter((m) => people.some((p) => m.to.includes(p.email)));

/** The received emails as mail apps read them, with each one's calendar event (if any). */
export async function parsedMails(mails: ReceivedMail[]) {
  const { simpleParser } = await import('mailparser');
  return Promise.all(
    mails.map(async (m) => {
      const mail = await simpleParser(m.raw);
      const ics = mail.attachments.find((a) => a.filename === 'taller.ics');
      const calendar = ics ? new ICAL.Component(ICAL.parse(ics.content.toString())) : null;
      const vevent = calendar?.getFirstSubcomponent('vevent');
      return {
        to: m.to,
        subject: mail.subject ?? '',
        text: mail.text ?? '',
        ics: vevent
          ? {
              method: String(calendar!.getFirstPropertyValue('method')),
              uid: String(vevent.getFirstPropertyValue('uid')),
              sequence: Number(vevent.getFirstPropertyValue('sequence')),
              status: String(vevent.getFirstPropertyValue('status')),
              start: (vevent.getFirstPropertyValue('dtstart') as ICAL.Time).toJSDate().toISOString(),
            }
          : null,
      };
    }),
  );
}
