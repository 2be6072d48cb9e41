import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/** Figures read from the stores at each scrape; a store that fails leaves its figure out of that scrape. */
export interface MetricSources {
  /** Outbox messages waiting to leave (mail and SMS). */
  outboxBacklog(): Promise<number>;
  /** This shop's PostgreSQL connections by state (active, idle…); null on the embedded database. */
  databaseConnections(): Promise<Record<string, number> | null>;
}

const HTTP_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const JOB_BUCKETS = [0.01, 0.05, 0.1, 0.5, 1, 5, 10, 30, 60, 300];

/**
 * The process's Prometheus metrics, one registry per application. Counters count what this process
 * did (Prometheus sums them across processes); the gauges read from the database at scrape time
 * describe the whole shop, so across processes take their max, not their sum.
 */
export function createMetrics() {
  const registry = new Registry();
  // Event-loop lag, heap and resident memory, CPU, open handles: prom-client's defaults.
  collectDefaultMetrics({ register: registry });
  const registers = [registry];

  const metrics = {
    registry,
    httpDuration: new Histogram({
      name: 'http_request_duration_seconds',
      help: 'HTTP answers by route pattern, method and status.',
      labelNames: ['method', 'route', 'status_code'] as const,
      buckets: HTTP_BUCKETS,
      registers,
    }),
    jobRuns: new Counter({
      name: 'boutique_job_runs_total',
      help: 'Runs of each periodic job, by outcome.',
      labelNames: ['job', 'outcome'] as const,
      registers,
    }),
    jobDuration: new Histogram({
      name: 'boutique_job_duration_seconds',
      help: 'How long each periodic job ran.',
      labelNames: ['job'] as const,
      buckets: JOB_BUCKETS,
      registers,
    }),
    sales: new Counter({
      name: 'boutique_orders_paid_total',
      help: 'Orders that became sales (card, payment link or a payment staff recorded).',
      registers,
    }),
    paymentEvents: new Counter({
      name: 'boutique_payment_events_total',
      help: 'Payment provider events handled, by kind (succeeded, failed, refunded).',
      labelNames: ['event'] as const,
      registers,
    }),
  };
  return metrics;
}

export type Metrics = ReturnType<typeof createMetrics>;

/** Adds the gauges read from the stores at each scrape. */
export function watchSources(metrics: Metrics, sources: MetricSources, onError: (error: unknown) => void) {
  const registers = [metrics.registry];
  new Gauge({
    name: 'boutique_outbox_backlog',
    help: 'Mails and text messages waiting to leave.',
    registers,
    async collect() {
      try {
        this.set(await sources.outboxBacklog());
      } catch (error) {
        onError(error);
      }
    },
  });
  new Gauge({
    name: 'boutique_db_connections',
    help: 'The shop’s PostgreSQL connections (every process), by state.',
    labelNames: ['state'] as const,
    registers,
    async collect() {
      try {
        const byState = await sources.databaseConnections();
        this.reset();
        for (const [state, count] of Object.entries(byState ?? {})) this.set({ state }, count);
      } catch (error) {
        onError(error);
      }
    },
  });
}
