/**
 * Konbini slips left unpaid. Every run sends the day-before reminder of each slip due within 24
 * hours (once: `reminded_at` is set by the same conditional update that picks it), and expires each
 * slip whose deadline has passed: its order is cancelled and its stock returned, in one transaction
 * per slip whose conditional update `pending` → `expired` lets exactly one of this job, another
 * process's run and the gateway's `payment.expired` notification do it.
 */
import type { KonbiniOrders } from '../shop/konbini-orders.ts';

export const runKonbiniJob = async (service: KonbiniOrders, now = new Date()) => {
  const { reminded } = await service.remindDue(now);
  const { expired } = await service.expireOverdue(now);
  return { reminded, expired };
};
