import { availableParallelism } from 'node:os';
import { and, asc, eq, gt, isNotNull } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { Database } from '../../db/connection';
import { users } from '../../db/schema';
import { hashPassword } from '../../identity/passwords';
import type { PasswordSealer } from '../../identity/sealed-passwords';
import { NO_PASSWORD } from './students';

/**
 * Students whose password is made and sealed but not hashed yet: `password_hash` is NO_PASSWORD while
 * `password_sealed` holds the password. An EDEXML import commits its new students so, because hashing
 * a school's passwords (argon2id, about 25 ms of CPU each) takes far longer than the import, and the
 * hashes follow after its answer. The row is the job: a crash loses none of it, and every start
 * finishes what is left.
 */
const BATCH = 64;
/** Hashes made at once: one core stays free for the requests of everyone else. */
export const HASHING_PARALLEL = Math.max(1, availableParallelism() - 1);

/** Hashes the pending passwords of one account (or of all) until none is left or `stop` says so. */
export async function hashPendingPasswords(
  db: Database,
  sealer: PasswordSealer,
  accountId: string | null,
  stop: () => boolean = () => false,
): Promise<number> {
  let after: string | null = null;
  let hashed = 0;
  while (!stop()) {
    const rows = await db
      .select({ id: users.id, sealed: users.passwordSealed })
      .from(users)
      .where(
        and(
          eq(users.passwordHash, NO_PASSWORD),
          isNotNull(users.passwordSealed),
          accountId ? eq(users.accountId, accountId) : undefined,
          after ? gt(users.id, after) : undefined,
        ),
      )
      .orderBy(asc(users.id))
      .limit(BATCH);
    if (!rows.length) break;
    after = rows.at(-1)!.id;
    let next = 0;
    const worker = async () => {
      while (next < rows.length) {
        const { id, sealed } = rows[next++]!;
        const password = sealed ? sealer.unseal(sealed) : null;
        if (password === null) continue; // sealed under another key: only a new password helps
        const passwordHash = await hashPassword(password);
        // Only while nobody set another password meanwhile.
        await db
          .update(users)
          .set({ passwordHash })
          .where(
            and(eq(users.id, id), eq(users.passwordHash, NO_PASSWORD), eq(users.passwordSealed, sealed!)),
          );
        hashed++;
      }
    };
    await Promise.all(Array.from({ length: Math.min(HASHING_PARALLEL, rows.length) }, worker));
  }
  return hashed;
}

declare module 'fastify' {
  interface FastifyInstance {
    pendingPasswords: {
      /** Hashes the account's pending passwords after the answer (an import just committed some). */
      hashFor(accountId: string): void;
    };
  }
}

/**
 * Runs hashPendingPasswords as background work (app.background): for every account once the app is
 * ready, then for each account that asks. One run at a time per process; a shutdown stops it after
 * the passwords in hand, and the next start goes on.
 */
export const pendingPasswords = fp<{ db: Database; sealer: PasswordSealer }>(
  async (app, { db, sealer }) => {
    const queue = new Set<string | null>(); // null: every account
    let running = false;
    let stopping = false;

    const request = (accountId: string | null) => {
      queue.add(accountId);
      if (running || stopping) return;
      running = true;
      app.background.run('pending passwords', async () => {
        try {
          while (queue.size && !stopping) {
            const accountId = queue.values().next().value as string | null;
            queue.delete(accountId);
            const hashed = await hashPendingPasswords(db, sealer, accountId, () => stopping);
            if (hashed) app.log.info({ accountId, hashed }, 'pending student passwords hashed');
          }
        } finally {
          running = false;
        }
      });
    };

    app.decorate('pendingPasswords', { hashFor: (accountId: string) => request(accountId) });
    app.addHook('onReady', async () => request(null));
    app.addHook('preClose', async () => {
      stopping = true;
    });
  },
  { name: 'pending-passwords', dependencies: ['background-tasks'] },
);
