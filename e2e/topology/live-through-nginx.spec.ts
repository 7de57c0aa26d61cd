import { Agent } from 'node:http';
import { expect, test } from '@playwright/test';
import { io } from 'socket.io-client';
import { checkScreen, logIn } from '../support/screens';

// Run by deploy/topology/run.mjs: the page reaches nginx from 127.0.0.1, and the sender's socket from
// an address that nginx hashes to the other API instance, so the message crosses instances.
const env = (name: string) => {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is set by deploy/topology/run.mjs`);
  return value;
};

test('signed in through the form behind nginx, a message sent through the other instance arrives live', async ({
  page,
}) => {
  const url = env('TOPOLOGY_URL');
  const socketRefusals: string[] = [];
  page.on('response', (response) => {
    if (response.url().includes('/socket.io/') && response.status() >= 400)
      socketRefusals.push(`${response.status()} ${response.url()}`);
  });
  let websocket = false;
  page.on('websocket', (ws) => (websocket ||= ws.url().includes('/socket.io/')));
  const polls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/socket.io/') && request.url().includes('transport=polling')) polls.push(request.url());
  });

  await logIn(page, 'aprendiz@demo.cl');
  // The learner opens the conversation from the featured mentors, as people do.
  await page.getByRole('button', { name: 'Mensaje a Hernán Catalán' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Hernán Catalán' })).toBeVisible();
  await expect(page.getByText('Aún no hay mensajes. Escribe el primero.')).toBeVisible();
  // The page's live connection is up, opened straight on WebSocket: no long-polling request through nginx.
  await expect.poll(() => websocket, { timeout: 10_000 }).toBe(true);
  expect(polls).toEqual([]);

  const sender = io(url, {
    path: '/socket.io',
    reconnection: false,
    forceNew: true,
    agent: new Agent({ localAddress: env('TOPOLOGY_SENDER_ADDRESS'), family: 4 }) as never,
    extraHeaders: { cookie: env('TOPOLOGY_SENDER_COOKIE'), origin: url },
  });
  await new Promise<void>((resolve, reject) => {
    sender.once('connect', resolve);
    sender.once('connect_error', reject);
  });
  const text = 'Hola Tomás, te escribo desde la otra instancia.';
  const sentAt = Date.now();
  const ack = await new Promise<{ ok: boolean }>((resolve) =>
    sender.emit(
      'chat:send',
      { chatId: env('TOPOLOGY_CHAT_ID'), clientMessageId: crypto.randomUUID(), content: text },
      resolve,
    ),
  );
  expect(ack.ok).toBe(true);
  await expect(page.getByRole('log').getByRole('listitem').filter({ hasText: text })).toBeVisible();
  console.log(`measured: send → display through nginx: ${Date.now() - sentAt} ms`);
  sender.close();

  await checkScreen(page, 'topology-1-live-message-behind-nginx');
  expect(socketRefusals).toEqual([]);
});
