/**
 * Admission control: at most `limit` tasks of one kind run at once in this process, at most
 * `queue` more wait, first come first served, each for at most `waitMs`. Beyond that the request
 * is refused at once with 503, `Retry-After` and a Japanese message (`Busy`), instead of queueing
 * without bound while its client gives up. A request whose client has gone (the connection
 * closed) leaves the queue and never starts its task: no connection or CPU is spent on an answer
 * nobody reads.
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
}

/** A Fastify request as a `Caller`: the response closed before it was written is a client gone. */
export const callerOf = (request: FastifyRequest, reply: FastifyReply): Caller => {
  const res = reply.raw;
  const gone = () => Boolean(request.raw.socket?.destroyed) || (res.destroyed && !res.writableFinished);
  return {
    gone,
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

export const createAdmission = (options: AdmissionOptions) => {
  let running = 0;
  let refused = 0;
  let dropped = 0;
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
    if (waiting.length >= options.queue || options.waitMs === 0) return Promise.reject(refuse());
    return new Promise<void>((resolve, reject) => {
      const leave = (error: Error) => {
        const at = waiting.indexOf(waiter);
        if (at >= 0) waiting.splice(at, 1);
        cleanup();
        reject(error);
      };
      const timer = setTimeout(() => leave(refuse()), options.waitMs);
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
      try {
        return await task();
      } finally {
        running--;
        next();
      }
    },
    stats: (): AdmissionStats => ({ running, waiting: waiting.length, refused, dropped }),
  };
};

export type Admission = ReturnType<typeof createAdmission>;
