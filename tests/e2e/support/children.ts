import type { ChildProcess } from "node:child_process";

const running = new Set<ChildProcess>();
const tracked = new WeakMap<ChildProcess, boolean>();

// A test that runs out of time is abandoned where it waits, so its `finally` never stops the
// servers it started; Playwright then ends the worker. Without this, such a server kept its port
// (and its CPU) for the rest of the run and failed later tests with "port in use".
process.once("exit", () => {
  for (const child of running) {
    if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) continue;
    try {
      // A detached child leads its own process group (npm start and the build it runs).
      if (tracked.get(child)) process.kill(-child.pid, "SIGKILL");
      else child.kill("SIGKILL");
    } catch {
      // Gone already.
    }
  }
});

/**
 * Ends `child` when the test worker ends, if it still runs then (a test that timed out).
 * @param group the child was spawned `detached`: its whole process group is ended
 */
export function endWithWorker<T extends ChildProcess>(child: T, { group = false }: { group?: boolean } = {}): T {
  running.add(child);
  tracked.set(child, group);
  child.once("exit", () => running.delete(child));
  return child;
}
