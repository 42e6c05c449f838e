// One HTTP worker per core (WEB_CONCURRENCY): Node runs JavaScript on one core, and instances keep no
// state of their own (sessions, limits and caches are in the database), so the primary process only
// forks workers, replaces one that dies, and passes a shutdown signal on (docs/decisions/0013).
import cluster, { type Worker } from "node:cluster";
import { logger } from "./logger.server";

/** Runs in the primary process: forks `count` workers and supervises them until a signal stops them. */
export function superviseWorkers(count: number) {
  let stopping = false;
  const fork = () => cluster.fork();
  for (let i = 0; i < count; i++) fork();

  cluster.on("exit", (worker: Worker, code, signal) => {
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
      return;
    }
    logger.error({ pid: worker.process.pid, code, signal }, "worker died; starting another");
    // A worker that dies at once (a broken build, a port in use) must not be restarted in a tight loop.
    setTimeout(fork, 1000);
  });

  for (const signal of ["SIGTERM", "SIGINT"] as const) {
    process.on(signal, () => {
      if (stopping) return;
      stopping = true;
      logger.info({ signal, workers: count }, "closing: workers finish their in-flight requests");
      // A terminal's Ctrl-C reaches the workers too; each worker handles the first signal only.
      for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill("SIGTERM");
      setTimeout(() => process.exit(0), 15_000).unref();
    });
  }
}
