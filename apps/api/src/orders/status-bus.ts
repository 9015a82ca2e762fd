// Order status events between the process that changes an order and every process holding an SSE
// stream of it: in memory within a process, through one Redis pub/sub channel across processes.
import { EventEmitter } from 'node:events';
import type { OrderStatusEvent } from '@tarelka/api-client/contract';
import { Redis } from 'ioredis';

/** An order status event with the order's owner, so a process can check who may see it. */
export interface BusEvent extends OrderStatusEvent {
  whiteLabel: string;
  personId: string;
}

/** Publishes status changes and hands them to the local listeners of an order. */
export interface OrderStatusBus {
  publish(event: BusEvent): Promise<void>;
  /** Listens to one order's events; returns the unsubscribe. */
  subscribe(orderId: string, listener: (event: BusEvent) => void): () => void;
  /** Resolves once the bus receives what any process publishes (Redis subscribed). */
  ready: Promise<void>;
  close(): Promise<void>;
}

/** The default Redis channel of status events. */
export const ORDER_STATUS_CHANNEL = 'tarelka:order-status';

/**
 * The bus of a process. Without `redisUrl` events stay in the process (one API process, PGlite).
 * With it, a change is published on `channel` and every process (this one included) receives it
 * from Redis; when Redis cannot take a publish, the event still reaches this process's streams.
 *
 * @example
 * const bus = createOrderStatusBus({ redisUrl: process.env.REDIS_URL });
 * const stop = bus.subscribe(orderId, (event) => write(event));
 */
export function createOrderStatusBus(
  options: { redisUrl?: string | undefined; channel?: string; onError?: (error: Error) => void } = {},
): OrderStatusBus {
  const local = new EventEmitter();
  local.setMaxListeners(0);
  const emit = (event: BusEvent) => local.emit(event.orderId, event);
  const subscribe = (orderId: string, listener: (event: BusEvent) => void) => {
    local.on(orderId, listener);
    return () => void local.off(orderId, listener);
  };
  if (!options.redisUrl) {
    return {
      publish: async (event) => void emit(event),
      subscribe,
      ready: Promise.resolve(),
      close: async () => void local.removeAllListeners(),
    };
  }
  const channel = options.channel ?? ORDER_STATUS_CHANNEL;
  const onError = options.onError ?? (() => {});
  const connect = () => {
    const redis = new Redis(options.redisUrl!, { maxRetriesPerRequest: 1, connectTimeout: 3000 });
    redis.on('error', onError);
    return redis;
  };
  const publisher = connect();
  const subscriber = connect();
  subscriber.on('message', (from: string, message: string) => {
    if (from !== channel) return;
    try {
      emit(JSON.parse(message) as BusEvent);
    } catch (error) {
      onError(error as Error);
    }
  });
  const ready = subscriber.subscribe(channel).then(
    () => undefined,
    (error: Error) => onError(error),
  );
  return {
    async publish(event) {
      try {
        await publisher.publish(channel, JSON.stringify(event));
      } catch (error) {
        onError(error as Error);
        emit(event);
      }
    },
    subscribe,
    ready,
    async close() {
      local.removeAllListeners();
      await Promise.all(
        [publisher, subscriber].map((redis) =>
          redis.quit().then(
            () => undefined,
            () => redis.disconnect(),
          ),
        ),
      );
    },
  };
}
