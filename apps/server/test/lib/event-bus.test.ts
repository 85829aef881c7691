import { afterEach, describe, expect, it } from 'vitest';
import { type BusEvent, createEventBus, type EventBus } from '../../src/lib/event-bus';

const redisUrl = process.env.TEST_REDIS_URL;
const buses: EventBus[] = [];
afterEach(async () => {
  await Promise.all(buses.splice(0).map((bus) => bus.close()));
});

function received(bus: EventBus, channel: string) {
  const events: BusEvent[] = [];
  bus.subscribe(channel, (event) => events.push(event));
  return events;
}

const until = async (check: () => boolean) => {
  for (let i = 0; i < 100 && !check(); i++) await new Promise((resolve) => setTimeout(resolve, 20));
};

/** A message's events (the visitor's message, the reply, the new reading) travel as one batch. */
describe('the live event bus', () => {
  it('delivers a batch as separate events, in order, within one process', async () => {
    const bus = createEventBus();
    buses.push(bus);
    const events = received(bus, 'conversation:a');
    await bus.publish('conversation:a', [{ type: 'message', n: 1 }, { type: 'message', n: 2 }, { type: 'conversation.updated' }]);
    await bus.publish('conversation:a', { type: 'agent.joined' });
    expect(events.map((event) => event.n ?? event.type)).toEqual([1, 2, 'conversation.updated', 'agent.joined']);
  });

  it.skipIf(!redisUrl)('delivers a batch from another instance through Redis, in order, to that channel only', async () => {
    const publisher = createEventBus(redisUrl);
    const subscriber = createEventBus(redisUrl);
    buses.push(publisher, subscriber);
    const channel = `conversation:bus-test-${Date.now()}`;
    const events = received(subscriber, channel);
    const elsewhere = received(subscriber, `${channel}-other`);
    // The subscription is made asynchronously: publish until it is in place.
    await until(() => {
      void publisher.publish(channel, { type: 'ping' });
      return events.length > 0;
    });
    const published = () => events.filter((event) => event.type !== 'ping');
    await publisher.publish(channel, [{ type: 'message', n: 1 }, { type: 'message', n: 2 }]);
    await publisher.publish(channel, { type: 'conversation.updated' });
    await until(() => published().length >= 3);
    // Pings still in flight may land in between; the published events keep their order.
    expect(published().map((event) => event.n ?? event.type)).toEqual([
      1,
      2,
      'conversation.updated',
    ]);
    expect(elsewhere).toEqual([]);
  });
});
