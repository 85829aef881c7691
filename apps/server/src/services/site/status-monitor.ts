import type { ServiceStatus, ServiceStatusValue } from '@leadwise/contracts';

/** A probe resolves when the dependency answers, with `degraded` set when it answers but is behind. */
export type StatusProbe = () => Promise<{ degraded?: string }>;

export interface MonitoredService<K extends string> {
  name: string;
  /** What is actually checked, shown on the status page. */
  check: string;
  probe: K;
}

interface ProbeResult {
  status: ServiceStatusValue;
  latencyMs: number;
  detail?: string;
}

/** An answer slower than this counts as degraded. */
export const SLOW_PROBE_MS = 1000;
/** Longer than this and the probe counts as down. */
export const PROBE_TIMEOUT_MS = 5000;
/** Probe results are reused this long, so a busy status page does not hammer the dependencies. */
export const STATUS_CACHE_MS = 10_000;

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

async function runProbe(probe: StatusProbe): Promise<ProbeResult> {
  const started = performance.now();
  try {
    const outcome = await withTimeout(probe(), PROBE_TIMEOUT_MS);
    const latencyMs = Math.round(performance.now() - started);
    if (outcome.degraded) return { status: 'degraded', latencyMs, detail: outcome.degraded };
    if (latencyMs > SLOW_PROBE_MS) return { status: 'degraded', latencyMs, detail: 'slow answer' };
    return { status: 'operational', latencyMs };
  } catch (error) {
    return { status: 'down', latencyMs: Math.round(performance.now() - started), detail: (error as Error).message };
  }
}

/**
 * Runs the real checks behind the status page and keeps, per check, how many passed since this
 * server started: that is the uptime it reports, not a made-up figure.
 */
export class StatusMonitor<K extends string> {
  readonly startedAt: Date;
  private readonly tallies = new Map<K, { passed: number; total: number }>();
  private latest: { at: number; results: Map<K, ProbeResult> } | null = null;
  private inFlight: Promise<Map<K, ProbeResult>> | null = null;

  constructor(
    private readonly probes: Record<K, StatusProbe>,
    private readonly services: ReadonlyArray<MonitoredService<K>>,
    private readonly opts: {
      cacheMs?: number;
      now?: () => number;
      onFailure?: (probe: K, detail: string) => void;
    } = {},
  ) {
    this.startedAt = new Date(this.now());
  }

  private now() {
    return this.opts.now?.() ?? Date.now();
  }

  private async runAll(): Promise<Map<K, ProbeResult>> {
    const keys = Object.keys(this.probes) as K[];
    const outcomes = await Promise.all(keys.map((key) => runProbe(this.probes[key])));
    const results = new Map<K, ProbeResult>();
    keys.forEach((key, i) => {
      const result = outcomes[i];
      results.set(key, result);
      const tally = this.tallies.get(key) ?? { passed: 0, total: 0 };
      // Degraded still serves requests, so it counts as up; only down counts against uptime.
      tally.total += 1;
      if (result.status !== 'down') tally.passed += 1;
      this.tallies.set(key, tally);
      if (result.status !== 'operational') this.opts.onFailure?.(key, result.detail ?? result.status);
    });
    this.latest = { at: this.now(), results };
    return results;
  }

  /** Fresh results (at most `cacheMs` old); concurrent callers share one run. */
  private async results(): Promise<Map<K, ProbeResult>> {
    const cacheMs = this.opts.cacheMs ?? STATUS_CACHE_MS;
    if (this.latest && this.now() - this.latest.at < cacheMs) return this.latest.results;
    this.inFlight ??= this.runAll().finally(() => {
      this.inFlight = null;
    });
    return this.inFlight;
  }

  private uptime(key: K): number {
    const tally = this.tallies.get(key);
    if (!tally || tally.total === 0) return 100;
    return Math.round((tally.passed / tally.total) * 10_000) / 100;
  }

  async read(): Promise<{ services: ServiceStatus[]; checkedAt: Date }> {
    const results = await this.results();
    const services = this.services.map((service) => {
      const result = results.get(service.probe)!;
      return {
        name: service.name,
        check: service.check,
        status: result.status,
        responseTime: result.latencyMs,
        uptime: this.uptime(service.probe),
      };
    });
    return { services, checkedAt: new Date(this.latest?.at ?? this.now()) };
  }
}
