import type { FastifyInstance } from 'fastify';
import { AppError } from '../lib/app-error';
import { databaseRetryAfterSeconds } from './database-errors';

export interface StreamSlots {
  /** Takes a slot for a held stream of this address (or user); the function returned gives it back (once). */
  acquire(address: string): () => void;
  readonly held: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    streamSlots: StreamSlots;
  }
}

/**
 * Bounds the streams held open at once, per address and in total, so slow answers cannot pile up until
 * memory runs out (each held chat stream keeps its conversation and engine state alive).
 */
export function createStreamSlots(
  limits: { perAddress: number; total: number },
  tooManyMessage = 'Too many answers are open from your address; wait for one to finish.',
): StreamSlots {
  const byAddress = new Map<string, number>();
  let held = 0;
  return {
    get held() {
      return held;
    },
    acquire(address) {
      const mine = byAddress.get(address) ?? 0;
      if (mine >= limits.perAddress) {
        throw new AppError('TOO_MANY_REQUESTS', tooManyMessage);
      }
      if (held >= limits.total) {
        throw new AppError('UNAVAILABLE', `The service is busy; try again in ${databaseRetryAfterSeconds} seconds.`);
      }
      byAddress.set(address, mine + 1);
      held++;
      let released = false;
      return () => {
        if (released) return;
        released = true;
        held--;
        const left = (byAddress.get(address) ?? 1) - 1;
        if (left <= 0) byAddress.delete(address);
        else byAddress.set(address, left);
      };
    },
  };
}

export function registerStreamSlots(app: FastifyInstance, limits: { perAddress: number; total: number }): void {
  app.decorate('streamSlots', createStreamSlots(limits));
}
