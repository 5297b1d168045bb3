/** A minimal Web Locks manager for unit tests: exclusive locks queued per name, ifAvailable, query. */
export class FakeLockManager {
  readonly held = new Set<string>();
  private readonly queues = new Map<string, Promise<unknown>>();

  request(
    name: string,
    optionsOrCallback: { ifAvailable?: boolean } | ((lock: { name: string } | null) => unknown),
    maybeCallback?: (lock: { name: string } | null) => unknown,
  ): Promise<unknown> {
    const options = typeof optionsOrCallback === 'function' ? {} : optionsOrCallback;
    const callback = typeof optionsOrCallback === 'function' ? optionsOrCallback : maybeCallback!;
    if (options.ifAvailable && this.held.has(name)) return Promise.resolve(callback(null));
    const previous = this.queues.get(name) ?? Promise.resolve();
    const run = previous.then(async () => {
      this.held.add(name);
      try {
        return await callback({ name });
      } finally {
        this.held.delete(name);
      }
    });
    this.queues.set(
      name,
      run.catch(() => undefined),
    );
    return run;
  }

  query(): Promise<{ held: { name: string }[]; pending: { name: string }[] }> {
    return Promise.resolve({ held: [...this.held].map((name) => ({ name })), pending: [] });
  }
}

export function installFakeLocks(): { locks: FakeLockManager; remove(): void } {
  const locks = new FakeLockManager();
  Object.defineProperty(navigator, 'locks', { value: locks, configurable: true });
  return {
    locks,
    remove: () => void Reflect.deleteProperty(navigator, 'locks'),
  };
}
