import { adminMessages } from '@fanclub/domain/admin';
import type { FastifyInstance } from 'fastify';
import type { Db, DbOrTx } from '../../db/client.ts';
import { notFound } from '../../lib/http-error.ts';
import type { AuditEntry, auditLogsRepository } from '../../repositories/admin/audit-logs.ts';
import { auditedWrites } from './invalidate.ts';

type Operator = AuditEntry['operator'];
type AuditLog = ReturnType<typeof auditLogsRepository>;
interface Records<Row> {
  /** The resource as the audit log names it. */
  resource: string;
  get: (id: number, tx?: DbOrTx) => Promise<Row | null | undefined>;
}

/**
 * The audited writes of one resource's records, in `audit`. Each write is one transaction with its
 * audit row (`resource` names it in the log) and answers the record as read back inside that
 * transaction. A record that is not there is a 404 with adminMessages.notFound, for a read and a
 * write alike.
 */
export const recordWrites = <Row>(db: Db, audit: AuditLog, { resource, get }: Records<Row>) => {
  const found = async (id: number, tx?: DbOrTx): Promise<Row> =>
    (await get(id, tx)) ?? Promise.reject(notFound(adminMessages.notFound));

  return {
    found,
    /** `insert` writes the record (after any check of its own) and gives its id. */
    create: (operator: Operator, insert: (tx: DbOrTx) => Promise<number>) =>
      db.transaction(async (tx) => {
        const id = await insert(tx);
        const after = await found(id, tx);
        await audit.record({ operator, action: 'create', resource, resourceId: id, after }, tx);
        return after;
      }),
    /** `write` changes the record as it was read (`before`); `action` names the change in the log. */
    update: (
      operator: Operator,
      id: number,
      write: (before: Row, tx: DbOrTx) => Promise<unknown>,
      action: (before: Row, after: Row) => string = () => 'update',
    ) =>
      db.transaction(async (tx) => {
        const before = await found(id, tx);
        await write(before, tx);
        const after = await found(id, tx);
        await audit.record(
          { operator, action: action(before, after), resource, resourceId: id, before, after },
          tx,
        );
        return after;
      }),
    /**
     * `remove` deletes the record as it was read (`before`, after any check of its own) and tells
     * whether a row went.
     */
    remove: (operator: Operator, id: number, remove: (tx: DbOrTx, before: Row) => Promise<boolean>) =>
      db.transaction(async (tx) => {
        const before = await found(id, tx);
        if (!(await remove(tx, before))) throw notFound(adminMessages.notFound);
        await audit.record({ operator, action: 'delete', resource, resourceId: id, before }, tx);
        return { message: adminMessages.deleted };
      }),
  };
};

/**
 * The records of one console resource and their audited writes (recordWrites); once a write has
 * committed, the public caches of `invalidates` are dropped. `audit` is the same log for the
 * resource's other writes (a status, a draw, a package).
 */
export const auditedRecords = <Row>(
  app: FastifyInstance,
  { invalidates, ...records }: Records<Row> & { invalidates: string[] },
) => {
  const audit = auditedWrites(app, ...invalidates);
  return { audit, ...recordWrites(app.db, audit, records) };
};
