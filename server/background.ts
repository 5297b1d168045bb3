import type { FastifyBaseLogger } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Work done after the response was sent (so its duration reveals nothing to the caller, e.g. whether
 * a password-reset request found an account). Failures are logged; closing the app waits for it.
 */
export class BackgroundTasks {
  private readonly pending = new Set<Promise<void>>();
  constructor(private readonly log: FastifyBaseLogger) {}

  run(name: string, task: () => Promise<void>): void {
    const promise = Promise.resolve()
      .then(task)
      .catch((err: unknown) => this.log.error({ err, task: name }, 'background task failed'))
      .finally(() => this.pending.delete(promise));
    this.pending.add(promise);
  }

  /** Resolves when every task started so far has finished. */
  async drain(): Promise<void> {
    while (this.pending.size) await Promise.all([...this.pending]);
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    background: BackgroundTasks;
  }
}

export const backgroundTasks = fp(
  async (app) => {
    const tasks = new BackgroundTasks(app.log);
    app.decorate('background', tasks);
    app.addHook('onClose', () => tasks.drain());
  },
  { name: 'background-tasks' },
);
