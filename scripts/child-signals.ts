import type { ChildProcess } from "node:child_process";

const STOP_SIGNALS = ["SIGTERM", "SIGINT"] as const;

/**
 * Waits for a child to end, passing SIGTERM and SIGINT on to it meanwhile: a command stopped while
 * its child works (npm start's build, the build's compile) stops the child too, instead of leaving
 * it running on its own. `signal` is the one that stopped the parent, if one did.
 */
export function untilExit(
  child: ChildProcess,
): Promise<{ code: number | null; signal: (typeof STOP_SIGNALS)[number] | undefined }> {
  let received: (typeof STOP_SIGNALS)[number] | undefined;
  const passOn = (signal: (typeof STOP_SIGNALS)[number]) => {
    received = signal;
    child.kill(signal);
  };
  for (const signal of STOP_SIGNALS) process.on(signal, passOn);
  return new Promise((resolve) =>
    child.once("close", (code) => {
      for (const signal of STOP_SIGNALS) process.off(signal, passOn);
      resolve({ code, signal: received });
    }),
  );
}
