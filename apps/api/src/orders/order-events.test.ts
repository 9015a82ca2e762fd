// The order's live status across two API processes (issue 26): a status change made through
// process A reaches an SSE client connected to process B, over Redis pub/sub (db 9 and a channel
// of this run, so parallel runs and the deploy tests' db 7 never mix). Both apps share one
// database, as two processes share PostgreSQL. Needs Redis (REDIS_TEST_URL, or one on 6379).
import { randomBytes } from 'node:crypto';
import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildServer } from '../app';
import { INSIDE } from '../testing/fixtures';
import { openStream } from '../testing/sse';
import { createTestApp, TEST_JWT_SECRET, type TestApp } from '../testing/test-app';

vi.setConfig({ hookTimeout: 120_000, testTimeout: 60_000 });

const redisBase = process.env.REDIS_TEST_URL ?? 'redis://127.0.0.1:6379';
const reachable = await new Promise<boolean>((resolve) => {
  const url = new URL(redisBase);
  const socket = connect(Number(url.port || 6379), url.hostname);
  socket.once('connect', () => {
    socket.destroy();
    resolve(true);
  });
  socket.once('error', () => resolve(false));
});
const redisUrl = `${redisBase.replace(/\/\d*$/, '')}/9`;
const channel = `tarelka-test:order-status:${randomBytes(6).toString('hex')}`;

describe.skipIf(!reachable)('order status across two API processes (Redis)', () => {
  let a: TestApp;
  let b: FastifyInstance;

  beforeAll(async () => {
    a = await createTestApp({ orderEvents: { redisUrl, channel } });
    b = await buildServer(
      {
        database: a.database,
        jwtSecret: TEST_JWT_SECRET,
        tenantsDir: '/nonexistent',
        clock: () => a.clock.now,
        catalogRecheckMs: 0,
        maxEventLoopDelayMs: 0,
        orderEvents: { redisUrl, channel, heartbeatMs: 1000 },
      },
      { logger: false },
    );
    await b.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it('a change made through A reaches the SSE client of B', async () => {
    const token = await a.tokenFor('person-1');
    const placed = await a.server.inject({
      method: 'POST',
      url: '/api/v1/persons/person-1/orders',
      headers: { authorization: `Bearer ${token}`, 'idempotency-key': 'two-processes' },
      payload: {
        restoId: 1,
        deliveryType: 'DELIVERY',
        payType: 'CASH_UPON_RECEIPT',
        positions: [{ id: 101, count: 2, modifiers: [{ id: 1002, count: 1 }] }],
        deliveryPlace: { address: 'Тверская улица, 12', location: INSIDE },
        person: { name: 'Анна', email: 'anna@example.test' },
      },
    });
    expect(placed.statusCode).toBe(201);
    const orderId = placed.json().id as string;
    const { port } = b.server.address() as AddressInfo;
    const stream = await openStream(`http://127.0.0.1:${port}/api/v1/persons/person-1/orders/${orderId}/events`, token);
    try {
      expect(await stream.next()).toMatchObject({ orderId, status: 'NEW' });
      for (const status of ['ACCEPTED', 'COOKING']) {
        const moved = await a.server.inject({
          method: 'POST',
          url: `/dev/orders/${orderId}/status`,
          payload: { status },
        });
        expect(moved.statusCode).toBe(200);
        expect(await stream.next()).toMatchObject({ orderId, status });
      }
    } finally {
      stream.close();
    }
  });
});
