// wrk, the load client of `npm run bench`: written in C, one thread keeps 50 connections busy at
// several times the rate a Node client can (autocannon saturated near 4,000 requests/s on these
// machines, below the server it measured). Debian's `wrk` package.
import { spawn, spawnSync } from "node:child_process";
import { aptInstall, canInstallWithApt } from "../apt.ts";

export const INSTALL_WRK = "sudo apt-get install -y wrk";

export type WrkResult = {
  rps: number;
  /** Latency percentiles in ms. */
  p50: number;
  p99: number;
  mbps: number;
  /** Socket errors (connect, read, write, timeout) and answers other than 2xx or 3xx. */
  errors: number;
  non2xx: number;
};

/** The wrk binary, installed with apt as root when missing; null (with the command printed) otherwise. */
export function ensureWrk(): string | null {
  const found = () => (spawnSync("wrk", ["--version"]).error ? null : "wrk");
  if (found()) return "wrk";
  if (canInstallWithApt()) aptInstall(["wrk"], "wrk not found");
  if (found()) return "wrk";
  console.error(`The benchmark needs wrk, Debian's package: ${INSTALL_WRK}`);
  return null;
}

/** One run: one thread, `connections` connections, `seconds` long, with the given headers. */
export function runWrk(
  url: string,
  { seconds, connections, headers }: { seconds: number; connections: number; headers: Record<string, string> },
): Promise<WrkResult> {
  const args = ["-t1", `-c${connections}`, `-d${seconds}s`, "--latency"];
  for (const [name, value] of Object.entries(headers)) args.push("-H", `${name}: ${value}`);
  args.push(url);
  return new Promise((resolve, reject) => {
    const child = spawn("wrk", args, { stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    child.stderr.on("data", (chunk) => (output += chunk));
    child.once("error", reject);
    child.once("exit", (code) => {
      const rps = number(/Requests\/sec:\s+([\d.]+)/, output);
      if (code !== 0 || rps === undefined) return reject(new Error(`wrk ${args.join(" ")} failed:\n${output}`));
      const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(output);
      resolve({
        rps,
        p50: latencyMs("50%", output),
        p99: latencyMs("99%", output),
        mbps: transferMb(output),
        errors: socket ? socket.slice(1).reduce((sum, value) => sum + Number(value), 0) : 0,
        non2xx: number(/Non-2xx or 3xx responses:\s+(\d+)/, output) ?? 0,
      });
    });
  });
}

function number(pattern: RegExp, text: string) {
  const value = pattern.exec(text)?.[1];
  return value === undefined ? undefined : Number(value);
}

/** A percentile of wrk's latency distribution ("50%  1.23ms"), in ms. */
function latencyMs(percentile: string, text: string) {
  const match = new RegExp(`^\\s*${percentile}\\s+([\\d.]+)(us|ms|s)\\s*$`, "m").exec(text);
  if (!match) return Number.NaN;
  const scale = { us: 0.001, ms: 1, s: 1000 }[match[2] as "us" | "ms" | "s"];
  return Math.round(Number(match[1]) * scale * 100) / 100;
}

/** "Transfer/sec: 12.3MB" in MB/s. */
function transferMb(text: string) {
  const match = /Transfer\/sec:\s+([\d.]+)(B|KB|MB|GB)/.exec(text);
  if (!match) return Number.NaN;
  const scale = { B: 1e-6, KB: 1024 / 1e6, MB: (1024 * 1024) / 1e6, GB: (1024 * 1024 * 1024) / 1e6 }[
    match[2] as "B" | "KB" | "MB" | "GB"
  ];
  return Math.round(Number(match[1]) * scale * 10) / 10;
}
