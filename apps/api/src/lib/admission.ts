/**
 * Admission control: at most `limit` tasks of one kind run at once in this process, at most
 * `queue` more wait, first come first served, each for at most `waitMs`. Beyond that the request
 * is refused at once with 503, `Retry-After` and a Japanese message (`Busy`), instead of queueing
 * without bound while its client gives up. A request whose client has gone (the connection
 * closed) leaves the queue and never starts its task: no connection or CPU is spent on an answer
 * nobody reads.
 *
 * A request that could not start within its deadline is refused when it arrives, not when the
 * deadline passes: the wait is estimated from its place in the queue and the recent service time
 * (a running average of how long tasks took), `(place + 1) × service / limit`. The deadline counts
 * from when the request arrived (`Caller.waitedMs`), so the time it spent before the queue (its
 * body, the event loop) counts too. Until a few tasks have finished there is no estimate and the
 * deadline alone decides.
 *
 * Write transactions (votes, orders, point and plan purchases) pass one admission per process,
 * capped below the database pool so reads keep connections of their own; sign-ins pass another,
 * as wide as the password-hashing threads (see docs/deploy.md).
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { answers } from '@fanclub/domain/answers';
import { HttpError } from './http-error.ts';

/** 503: this process is at its limit; try again after `retryAfterSeconds`. */
export class Busy extends HttpError {
  constructor(readonly retryAfterSeconds: number) {
    super(503, answers.busy);
    this.name = 'Busy';
  }
}

/** The client closed the connection before its task started; nothing was done. */
export class ClientGone extends Error {
  constructor() {
    super('the client closed the connection before its work started');
    this.name = 'ClientGone';
  }
}

export interface AdmissionOptions {
  limit: number;
  queue: number;
  waitMs: number;
  retryAfterSeconds: number;
}

export interface AdmissionStats {
  running: number;
  waiting: number;
  /** The recent service time of one task, in ms (a running average; 0 before the first). */
  serviceMs: number;
  /** Refused with 503 since the start. */
  refused: number;
  /** Dropped because their client had gone. */
  dropped: number;
}

/** What a caller passes to tell whether its client is still there (a Fastify request/reply). */
export interface Caller {
  /** True once the client has closed its connection without waiting for the answer. */
  gone: () => boolean;
  /** Calls `listener` when the client closes its connection; returns a function removing it. */
  onGone: (listener: () => void) => () => void;
  /** How long ago the request arrived, in ms (it counts against the queue's deadline); 0 if unknown. */
  waitedMs?: () => number;
}

/** A Fastify request as a `Caller`: the response closed before it was written is a client gone. */
export const callerOf = (request: FastifyRequest, reply: FastifyReply): Caller => {
  const res = reply.raw;
  const gone = () => Boolean(request.raw.socket?.destroyed) || (res.destroyed && !res.writableFinished);
  return {
    gone,
    waitedMs: () => reply.elapsedTime,
    onGone: (listener) => {
      const socket = request.raw.socket;
      const onClose = () => {
        if (gone()) listener();
      };
      socket?.once('close', onClose);
      res.once('close', onClose);
      return () => {
        socket?.off('close', onClose);
        res.off('close', onClose);
      };
    },
  };
};

/** A caller that is always there (jobs, tests). */
export const present: Caller = { gone: () => false, onGone: () => () => {} };

/** Weight of the latest task in the running average of service times. */
const SERVICE_WEIGHT = 0.2;
/** Tasks that must have finished before the estimate refuses anything. */
const SERVICE_SAMPLES = 5;

export const createAdmission = (options: AdmissionOptions) => {
  let running = 0;
  let refused = 0;
  let dropped = 0;
  let serviceMs = 0;
  let samples = 0;
  const served = (ms: number) => {
    serviceMs = samples === 0 ? ms : serviceMs + SERVICE_WEIGHT * (ms - serviceMs);
    samples++;
  };
  /** The estimated wait of a request queued at `place` (0 = next), or 0 before there is an estimate. */
  const estimatedWait = (place: number) =>
    samples < SERVICE_SAMPLES ? 0 : ((place + 1) * serviceMs) / options.limit;
  interface Waiter {
    start: () => void;
  }
  const waiting: Waiter[] = [];

  const next = () => {
    while (running < options.limit && waiting.length > 0) waiting.shift()!.start();
  };

  const refuse = () => {
    refused++;
    return new Busy(options.retryAfterSeconds);
  };

  const enter = (caller: Caller): Promise<void> => {
    if (caller.gone()) {
      dropped++;
      return Promise.reject(new ClientGone());
    }
    if (running < options.limit && waiting.length === 0) {
      running++;
      return Promise.resolve();
    }
    // What is left of the deadline once the time before the queue is counted.
    const left = options.waitMs - (caller.waitedMs?.() ?? 0);
    if (waiting.length >= options.queue || left <= 0 || estimatedWait(waiting.length) > left)
      return Promise.reject(refuse());
    return new Promise<void>((resolve, reject) => {
      const leave = (error: Error) => {
        const at = waiting.indexOf(waiter);
        if (at >= 0) waiting.splice(at, 1);
        cleanup();
        reject(error);
      };
      const timer = setTimeout(() => leave(refuse()), left);
      const stopWatching = caller.onGone(() => {
        dropped++;
        leave(new ClientGone());
      });
      const cleanup = () => {
        clearTimeout(timer);
        stopWatching();
      };
      const waiter: Waiter = {
        start: () => {
          cleanup();
          if (caller.gone()) {
            dropped++;
            reject(new ClientGone());
            return;
          }
          running++;
          resolve();
        },
      };
      waiting.push(waiter);
    });
  };

  return {
    /** Runs `task` once admitted; throws `Busy` (503) or `ClientGone` instead when it is not. */
    run: async <T>(caller: Caller, task: () => Promise<T>): Promise<T> => {
      await enter(caller);
      const started = performance.now();
      try {
        return await task();
      } finally {
        served(performance.now() - started);
        running--;
        next();
      }
    },
    stats: (): AdmissionStats => ({ running, waiting: waiting.length, serviceMs, refused, dropped }),
  };
};

export type Admission = ReturnType<typeof createAdmission>;
