import type { FastifyBaseLogger } from 'fastify';

export type JobLog = Pick<FastifyBaseLogger, 'info' | 'error'>;

/**
 * Runs `run` now and then every `intervalMs` (0 turns the job off); a run never overlaps the
 * previous one in this process, and a failed run is logged, not fatal. Returns a stop function.
 * Several processes may run the same job: each job is safe against that in the database.
 */
export const startJobTimer = <T extends object>(
  name: string,
  intervalMs: number,
  run: () => Promise<T>,
  log: JobLog,
  /** Whether a run's result is worth a log line (quiet runs stay quiet). */
  report: (result: T) => boolean = () => true,
): (() => void) => {
  if (intervalMs === 0) return () => {};
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      const result = await run();
      if (report(result)) {
        const fields: object = result;
        log.info(fields, `${name} run`);
      }
    } catch (error) {
      log.error({ err: error }, `${name} run failed`);
    } finally {
      running = false;
    }
  };
  void tick();
  const timer = setInterval(() => void tick(), intervalMs);
  timer.unref();
  return () => clearInterval(timer);
};
