import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/** Why an uploaded photo or form was refused (a bounded label set). */
export type RefusedUploadReason = 'too_large' | 'type' | 'damaged' | 'pixels' | 'missing';

const HTTP_DURATION = 'reclamos_http_request_duration_seconds';

/**
 * The API's metrics, on a registry of its own (tests build several apps in one process, and
 * prom-client's global registry would mix them). Names follow Prometheus' conventions:
 * `reclamos_` prefix, `_total` counters, `_seconds` durations.
 */
export class AppMetrics {
  readonly registry = new Registry();

  readonly httpDuration = new Histogram({
    name: HTTP_DURATION,
    help: 'Time from receiving a request to sending its answer, by method, route pattern and status code',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [this.registry],
  });

  /**
   * Requests answered: the duration histogram's counts, copied when the metrics are read. A request
   * thus costs one prom-client update, not two (each checks and hashes its labels), on every answer.
   */
  readonly httpRequests = new Counter({
    name: 'reclamos_http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status code',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [this.registry],
    collect: async () => {
      const { values } = await this.httpDuration.get();
      // Synchronous from here: two scrapes at once each write the whole set.
      this.httpRequests.reset();
      for (const { metricName, labels, value } of values) if (metricName === `${HTTP_DURATION}_count`) this.httpRequests.inc(labels, value);
    },
  });

  readonly idempotentReplays = new Counter({
    name: 'reclamos_idempotent_replays_total',
    help: 'Creates answered from an earlier commit of the same Idempotency-Key (a phone resending its outbox)',
    labelNames: ['kind'] as const,
    registers: [this.registry],
  });

  readonly idempotencyInFlight = new Counter({
    name: 'reclamos_idempotency_in_flight_total',
    help: '409 answers: the same Idempotency-Key was still being committed by another request (the outbox retries)',
    labelNames: ['kind'] as const,
    registers: [this.registry],
  });

  readonly refusedUploads = new Counter({
    name: 'reclamos_refused_uploads_total',
    help: 'Photo uploads refused, by reason',
    labelNames: ['reason'] as const,
    registers: [this.registry],
  });

  readonly uploadsQueued = new Gauge({
    name: 'reclamos_upload_queue_length',
    help: 'Complaint uploads waiting for a reading slot (all slots busy)',
    registers: [this.registry],
  });

  readonly uploadQueueWait = new Histogram({
    name: 'reclamos_upload_queue_wait_seconds',
    help: 'Time a complaint upload waited for a reading slot before its body was read (0: a slot was free)',
    buckets: [0.01, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
    registers: [this.registry],
  });

  readonly loginFailures = new Counter({
    name: 'reclamos_login_failures_total',
    help: 'Sign-ins refused for a wrong account or password',
    registers: [this.registry],
  });

  readonly loginThrottled = new Counter({
    name: 'reclamos_login_throttled_total',
    help: 'Sign-ins refused because of too many failures (429)',
    registers: [this.registry],
  });

  readonly pushSent = new Counter({
    name: 'reclamos_push_sent_total',
    help: 'Web Push messages a push service accepted (one per subscription of a changed case)',
    registers: [this.registry],
  });

  readonly pushFailed = new Counter({
    name: 'reclamos_push_failed_total',
    help: 'Web Push messages not delivered to the push service (refused, unreachable, timed out)',
    registers: [this.registry],
  });

  readonly pushGone = new Counter({
    name: 'reclamos_push_gone_total',
    help: 'Subscriptions the push service reported gone (404/410), deleted',
    registers: [this.registry],
  });

  readonly liveSockets = new Gauge({
    name: 'reclamos_live_sockets',
    help: 'Live-map sockets connected to this process',
    registers: [this.registry],
  });

  readonly positionReports = new Counter({
    name: 'reclamos_position_reports_total',
    help: 'Position reports received on the socket, by outcome (received, accepted, throttled, overloaded)',
    labelNames: ['outcome'] as const,
    registers: [this.registry],
  });

  readonly positionBatches = new Counter({
    name: 'reclamos_position_batches_total',
    help: 'Batches of accepted position reports written (one transaction each)',
    registers: [this.registry],
  });

  readonly positionDeliveries = new Counter({
    name: 'reclamos_position_deliveries_total',
    help: 'Position updates for map viewers: sent, or dropped as stale or superseded by a newer one of the person',
    labelNames: ['outcome'] as const,
    registers: [this.registry],
  });

  readonly backupLastSuccess = new Gauge({
    name: 'reclamos_backup_last_success_timestamp_seconds',
    help: 'When the last scheduled backup of this process was written and verified (Unix time; 0 = none yet)',
    registers: [this.registry],
  });

  readonly backupFailures = new Counter({
    name: 'reclamos_backup_failures_total',
    help: 'Scheduled backups that failed',
    registers: [this.registry],
  });

  /** Set by each run of the photo-integrity check (complaints/photo-integrity.ts). */
  readonly photosMismatched = new Gauge({
    name: 'reclamos_photos_mismatched',
    help: 'Complaint photos whose stored bytes no longer hash to their seal or whose file is gone, at the last check',
    registers: [this.registry],
  });

  /** The part of `photosMismatched` whose file is gone rather than altered. */
  readonly photosMissing = new Gauge({
    name: 'reclamos_photos_missing',
    help: 'Complaint photos whose file is gone from the photo store, at the last check',
    registers: [this.registry],
  });

  readonly photoChecks = new Counter({
    name: 'reclamos_photo_checks_total',
    help: 'Runs of the photo-integrity check',
    registers: [this.registry],
  });

  readonly retentionRows = new Counter({
    name: 'reclamos_retention_rows_total',
    help: 'Rows touched by the personal data retention job, by what was done',
    labelNames: ['action'] as const,
    registers: [this.registry],
  });

  constructor(databaseBytes: () => Promise<number>) {
    collectDefaultMetrics({ register: this.registry, prefix: 'reclamos_' });
    this.backupLastSuccess.set(0);
    new Gauge({
      name: 'reclamos_database_size_bytes',
      help: 'Size of the database (SQLite file with its WAL, or pg_database_size)',
      registers: [this.registry],
      async collect() {
        this.set(await databaseBytes());
      },
    });
  }
}
