import { describe, expect, it } from 'vitest';
import { json, mockApi } from '@/testing/mock-api';
import { ApiError, api, isMaintenanceError } from '../api-client';

describe('api client', () => {
  it('sends JSON with credentials, and x-user-id only when a user id is stored', async () => {
    const server = mockApi({ 'POST /api/things': json({ ok: true }) });

    await api.post('/things', { a: 1 });
    window.localStorage.setItem('userId', 'u-7');
    await api.post('/things', { a: 2 });

    const [first, second] = server.calls;
    expect(first?.headers['x-user-id']).toBeUndefined();
    expect(second?.headers['x-user-id']).toBe('u-7');
    expect(second?.headers['content-type']).toBe('application/json');
    expect(second?.body).toEqual({ a: 2 });
    expect(server.fetch.mock.calls[0]?.[1]).toMatchObject({ credentials: 'include', method: 'POST' });
  });

  it('throws an ApiError carrying the status and the server body', async () => {
    mockApi({
      'GET /api/thing': json(
        { statusCode: 409, code: 'EMAIL_TAKEN', message: 'Ya existe una cuenta con este email.' },
        409,
      ),
    });

    const error = await api.get('/thing').catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 409, code: 'EMAIL_TAKEN', message: 'Ya existe una cuenta con este email.' });
    expect((error as ApiError).body).toEqual({
      statusCode: 409,
      code: 'EMAIL_TAKEN',
      message: 'Ya existe una cuenta con este email.',
    });
  });

  it('recognises the maintenance answer', async () => {
    mockApi({ 'GET /api/x': json({ statusCode: 503, code: 'MAINTENANCE', message: 'En mantenimiento' }, 503) });
    expect(isMaintenanceError(await api.get('/x').catch((e: unknown) => e))).toBe(true);
  });

  it('falls back to "status: text" when the body is not JSON', async () => {
    const server = mockApi();
    server.fetch.mockResolvedValueOnce(new Response('Bad Gateway', { status: 502, statusText: 'Bad Gateway' }));
    await expect(api.get('/x')).rejects.toMatchObject({ status: 502, message: '502: Bad Gateway' });
  });

  it('turns a network failure into a Spanish error', async () => {
    const server = mockApi();
    server.fetch.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(api.get('/x')).rejects.toMatchObject({
      status: 0,
      message: expect.stringMatching(/No pudimos conectar/),
    });
  });

  it('sends a change once when it is asked twice while on its way (a double tap), and again afterwards', async () => {
    const server = mockApi({ 'POST /api/offers': json({ id: 'o-1' }) });
    const offer = { title: 'Kinesiología a domicilio' };

    const [first, second] = await Promise.all([api.post('/offers', offer), api.post('/offers', { ...offer })]);
    expect([first, second]).toEqual([{ id: 'o-1' }, { id: 'o-1' }]);
    expect(server.callsTo('POST', '/api/offers')).toHaveLength(1);

    // A different change, or the same one once the first has answered, is sent.
    await Promise.all([api.post('/offers', offer), api.post('/offers', { title: 'Otra' })]);
    expect(server.callsTo('POST', '/api/offers')).toHaveLength(3);
    await Promise.all([api.get('/offers'), api.get('/offers')]).catch(() => undefined);
    expect(server.callsTo('GET', '/api/offers')).toHaveLength(2);
  });

  it('sends a change again with the same Idempotency-Key when its answer never came, and a new one after an answer', async () => {
    const server = mockApi({ 'POST /api/premium/top-up': json({ totalBalance: 4 }) });
    const pack = { packId: 'pack-3' };
    const keyOf = (n: number) => new Headers(server.fetch.mock.calls[n]?.[1]?.headers).get('Idempotency-Key');

    // The server bought the pack, but the signal dropped before its answer arrived.
    server.fetch.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(api.post('/premium/top-up', pack)).rejects.toMatchObject({ status: 0 });
    // The person taps 'Comprar' again: the same purchase, which the server answers as it did.
    await api.post('/premium/top-up', pack);
    expect(keyOf(0)).toMatch(/^[0-9a-f-]{36}$/);
    expect(keyOf(1)).toBe(keyOf(0));

    // Answered, that purchase is over: buying the same pack again is a new purchase.
    await api.post('/premium/top-up', pack);
    expect(keyOf(2)).not.toBe(keyOf(0));
  });
});
