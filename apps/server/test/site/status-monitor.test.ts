import { describe, expect, it } from 'vitest';
import { StatusMonitor, type StatusProbe } from '../../src/services/site/status-monitor';

const services = [
  { name: 'Dashboard API', check: 'db', probe: 'db' as const },
  { name: 'Notification System', check: 'outbox', probe: 'outbox' as const },
];

function monitorWith(probes: { db: StatusProbe; outbox: StatusProbe }, clock = { t: 0 }) {
  return new StatusMonitor(probes, services, { cacheMs: 10_000, now: () => clock.t });
}

describe('StatusMonitor', () => {
  it('reports a failing probe as down and counts it against uptime', async () => {
    let dbUp = true;
    const clock = { t: 0 };
    const monitor = monitorWith(
      {
        db: async () => {
          if (!dbUp) throw new Error('connection refused');
          return {};
        },
        outbox: async () => ({}),
      },
      clock,
    );
    expect((await monitor.read()).services[0]).toMatchObject({ status: 'operational', uptime: 100 });
    dbUp = false;
    clock.t += 10_000;
    expect((await monitor.read()).services[0]).toMatchObject({ status: 'down', uptime: 50 });
    clock.t += 10_000;
    await monitor.read();
    dbUp = true;
    clock.t += 10_000;
    expect((await monitor.read()).services[0]).toMatchObject({ status: 'operational', uptime: 50 });
  });

  it('reports a probe that answers but is behind as degraded, still up', async () => {
    const monitor = monitorWith({ db: async () => ({}), outbox: async () => ({ degraded: '3 messages waiting' }) });
    expect((await monitor.read()).services[1]).toMatchObject({ status: 'degraded', uptime: 100 });
  });

  it('reuses results inside the cache window and shares one run between callers', async () => {
    let runs = 0;
    const clock = { t: 0 };
    const monitor = monitorWith(
      {
        db: async () => {
          runs += 1;
          return {};
        },
        outbox: async () => ({}),
      },
      clock,
    );
    await Promise.all([monitor.read(), monitor.read()]);
    clock.t += 9_999;
    await monitor.read();
    expect(runs).toBe(1);
    clock.t += 1;
    await monitor.read();
    expect(runs).toBe(2);
  });

  it('measures how long each probe took', async () => {
    const monitor = monitorWith({
      db: () => new Promise((resolve) => setTimeout(() => resolve({}), 30)),
      outbox: async () => ({}),
    });
    const [db] = (await monitor.read()).services;
    expect(db.responseTime).toBeGreaterThanOrEqual(25);
  });
});
