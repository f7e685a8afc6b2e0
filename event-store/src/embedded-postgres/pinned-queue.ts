import type { PGlite } from '@electric-sql/pglite';
import type { PGLiteSocketServer } from '@electric-sql/pglite-socket';

/*
 * pglite-socket 0.2.17 serialises messages from all connections into PGlite's single session
 * but keeps a connection's turn only while a transaction is open. An extended-protocol batch
 * (Parse/Bind/Describe/Execute … Sync) is not a transaction, so two connections' batches can
 * interleave and bind each other's unnamed statement (electric-sql/pglite#1046). The same
 * queue also stops forever after one failed message. This replaces the queue loop: a
 * connection keeps its turn until its batch reaches Sync, and a failure rejects one message.
 */

interface QueueItem {
  handlerId: number;
  message: Uint8Array;
  resolve(bytes: number): void;
  reject(error: unknown): void;
  onData(data: Uint8Array): void;
}

interface QueueInternals {
  queue: QueueItem[];
  processing: boolean;
  db: PGlite;
  lastHandlerId: number | null;
  processQueue(): Promise<void>;
  clearTransactionIfNeeded(handlerId: number): Promise<void>;
}

// Parse, Bind, Describe, Execute, Close, Flush, CopyData: more of the same batch follows.
const BATCH_MESSAGES = new Set([...'PBDECHd'].map((c) => c.charCodeAt(0)));

export function pinExtendedQueryBatches(server: PGLiteSocketServer): void {
  const q = (server as unknown as { queryQueue?: QueueInternals }).queryQueue;
  if (!q || !Array.isArray(q.queue) || typeof q.clearTransactionIfNeeded !== 'function') {
    throw new Error('pglite-socket internals changed: review pinned-queue.ts');
  }
  let batchOpen = false;

  q.processQueue = async () => {
    if (q.processing) return;
    q.processing = true;
    try {
      while (q.queue.length > 0) {
        const pinned = q.lastHandlerId !== null && (batchOpen || q.db.isInTransaction());
        const index = pinned ? q.queue.findIndex((item) => item.handlerId === q.lastHandlerId) : 0;
        // The connection holding the turn has sent nothing yet; its next message resumes us.
        if (index < 0) break;
        const item = q.queue.splice(index, 1)[0]!;
        q.lastHandlerId = item.handlerId;
        batchOpen = BATCH_MESSAGES.has(item.message[0] ?? 0);
        let bytes = 0;
        try {
          await q.db.runExclusive(() =>
            q.db.execProtocolRawStream(item.message, {
              onRawData: (data) => {
                bytes += data.length;
                item.onData(data);
              },
            }),
          );
        } catch (error) {
          item.reject(error);
          continue;
        }
        item.resolve(bytes);
      }
    } finally {
      q.processing = false;
    }
  };

  const clearTransaction = q.clearTransactionIfNeeded.bind(q);
  q.clearTransactionIfNeeded = async (handlerId) => {
    await clearTransaction(handlerId);
    // A connection that left mid-batch must not keep the turn.
    if (q.lastHandlerId === handlerId) {
      batchOpen = false;
      q.lastHandlerId = null;
    }
    await q.processQueue();
  };
}
