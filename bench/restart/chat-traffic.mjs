// People in two-person chats (bench/lib/chat-setup.mjs) talking at a steady rate while the processes
// restart, as the app's users do: a message written while the socket is down waits and goes when it is
// back; a send that got no acknowledgement is sent again, with the same clientMessageId, when the socket
// connects; after every reconnection the phone fetches what it missed over HTTP from the last message
// it holds with nothing missing before it. Each message is then counted once: sent, acknowledged,
// delivered to the other person (live or by that catch-up), lost (acknowledged, never delivered) or
// doubled (delivered twice live, or under two sequence numbers).
import { randomUUID } from 'node:crypto';
import { sleep } from '../lib/harness.mjs';

// The web client's wait for an acknowledgement (frontend/src/features/chat/api/send-message.ts).
const ACK_TIMEOUT_MS = 10_000;
const PAGE = 200;

/**
 * `clients[i]` (createClients) holds socket `sockets[i]`; `get(path, client)` is an HTTP GET with the
 * client's session that resolves to `{ status, body }`.
 */
export function chatTraffic({ clients, sockets, rate, get }) {
  const people = clients.map((client, i) => ({
    client,
    socket: sockets[i],
    seen: new Set(),
    have: 0,
    unacked: new Map(),
  }));
  const messages = new Map(); // clientMessageId → { recipientId, acked, seqs, live, caughtUp }
  const totals = { sent: 0, resent: 0, ackTimeouts: 0, refused: 0, catchUps: 0, catchUpFailures: 0 };

  function hold(person, seq) {
    person.seen.add(seq);
    while (person.seen.has(person.have + 1)) person.have++;
  }
  function receive(person, m, live) {
    hold(person, m.seq);
    if (m.senderId === person.client.userId) return;
    const message = messages.get(m.clientMessageId);
    if (!message || message.recipientId !== person.client.userId) return;
    message.seqs.add(m.seq);
    if (live) message.live++;
    else message.caughtUp = true;
  }
  function emit(person, clientMessageId, content) {
    person.socket
      .timeout(ACK_TIMEOUT_MS)
      .emit('chat:send', { chatId: person.client.chatId, clientMessageId, content }, (err, res) => {
        if (err) return void totals.ackTimeouts++; // stays unacknowledged: sent again at the next connect
        if (!res?.ok) return void totals.refused++;
        messages.get(clientMessageId).acked = true;
        person.unacked.delete(clientMessageId);
        hold(person, res.data.seq);
      });
  }
  function resendUnacked(person) {
    for (const [clientMessageId, content] of person.unacked) {
      totals.resent++;
      emit(person, clientMessageId, content);
    }
  }
  async function catchUp(person) {
    for (;;) {
      const { status, body } = await get(
        `/api/chats/${person.client.chatId}/messages?after=${person.have}&limit=${PAGE}`,
        person.client,
      );
      if (status !== 200) return void totals.catchUpFailures++;
      for (const m of body.messages) receive(person, m, false);
      if (body.messages.length < PAGE) return void totals.catchUps++;
    }
  }
  for (const person of people) {
    person.socket.on('chat:message', (m) => receive(person, m, true));
    person.socket.on('connect', () => {
      resendUnacked(person);
      void catchUp(person).catch(() => totals.catchUpFailures++);
    });
  }

  // Every chat's first person speaks, then, half a round later, the second answers (as bench/chat).
  const senders = [...people.filter((_, i) => i % 2 === 0), ...people.filter((_, i) => i % 2 === 1)];
  let next = 0;
  const started = Date.now();
  const timer = setInterval(() => {
    const due = Math.floor(((Date.now() - started) / 1000) * rate) - totals.sent;
    for (let k = 0; k < due; k++) {
      const person = senders[next++ % senders.length];
      const clientMessageId = randomUUID();
      const content = `Mensaje ${totals.sent + 1}`;
      messages.set(clientMessageId, {
        recipientId: person.client.peerId,
        acked: false,
        seqs: new Set(),
        live: 0,
        caughtUp: false,
      });
      totals.sent++;
      person.unacked.set(clientMessageId, content);
      if (person.socket.connected) emit(person, clientMessageId, content);
    }
  }, 20);

  /**
   * Stops sending; then, up to `ms`, sends again what was never acknowledged and lets everyone catch
   * up, until every message is acknowledged and delivered. Returns the counts.
   */
  async function settle(ms = 60_000) {
    clearInterval(timer);
    const deadline = Date.now() + ms;
    const done = () => [...messages.values()].every((m) => m.acked && m.seqs.size > 0);
    while (!done() && Date.now() < deadline) {
      await sleep(ACK_TIMEOUT_MS / 2);
      for (const person of people) if (person.socket.connected) resendUnacked(person);
      for (let i = 0; i < people.length; i += 100)
        await Promise.all(people.slice(i, i + 100).map((p) => catchUp(p).catch(() => totals.catchUpFailures++)));
    }
    const all = [...messages.values()];
    const delivered = all.filter((m) => m.seqs.size > 0);
    return {
      ...totals,
      acked: all.filter((m) => m.acked).length,
      delivered: delivered.length,
      deliveredLive: delivered.filter((m) => m.live > 0).length,
      lost: all.filter((m) => m.acked && m.seqs.size === 0).length,
      neverAcked: all.filter((m) => !m.acked).length,
      doubled: all.filter((m) => m.live > 1 || m.seqs.size > 1).length,
    };
  }
  return { settle };
}
