/**
 * Runs `work` once the browser is idle (soon after, where it cannot say): for what the page need not do in
 * the task that hydrates it. Returns the cancel, for an effect's cleanup.
 */
export function whenIdle(work: () => void): () => void {
  if (typeof window.requestIdleCallback === "function") {
    const id = window.requestIdleCallback(work, { timeout: 2000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(work, 200);
  return () => window.clearTimeout(id);
}
