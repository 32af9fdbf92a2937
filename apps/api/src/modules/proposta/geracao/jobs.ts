/**
 * Background work of this instance. `app.close()` waits for it, so a shutdown (or a test's
 * teardown) never closes the database under a running job. The job's state is in the database,
 * so work lost to a crash is picked up by the next request, not by this list.
 */
export function createJobTracker(onError: (error: unknown) => void) {
  const running = new Set<Promise<void>>();
  return {
    /** Runs `work` after the current request's answer is on its way. */
    start(work: () => Promise<void>): void {
      const job: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
        .then(work)
        .catch(onError)
        .finally(() => running.delete(job));
      running.add(job);
    },
    async drain(): Promise<void> {
      await Promise.allSettled([...running]);
    },
  };
}
