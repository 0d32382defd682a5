// `npm run start:time`: how long the production server takes on an existing build, from spawning
// `node server/index.ts` to the first 200 on /. Five starts, one after another; prints each start's
// wall time and the CPU time the server used until then, with the medians. A benchmark, not a
// gate: both figures depend on the machine (the same build took 0.62 s of CPU here and 1.02 s on
// the CI machine). What made starts slow before (compressing the build at every start) is held by
// `npm run budgets`, which fails when a file has no current compressed copy. On a shared machine
// the wall time also counts the other processes' turns (read it on an idle machine). BUILD_DIR
// selects the build (default build); the port comes from START_TIME_PORT, else a free one.
import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { availableParallelism, loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { buildDir, freePort, requireBuild } from "./server.ts";

const STARTS = 5;

requireBuild();
const starts: Array<{ wall: number; cpu: number }> = [];
for (let run = 0; run < STARTS; run++) starts.push(await timeStart());
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const wall = median(starts.map((start) => start.wall));
const cpu = median(starts.map((start) => start.cpu));
console.log(
  `server start to first 200 on /: ${starts.map((start) => `${start.wall} ms (CPU ${start.cpu} ms)`).join(", ")}\n` +
    `median ${wall} ms wall, ${cpu} ms CPU (load average ${loadavg()[0]?.toFixed(1)} on ${availableParallelism()} cores)`,
);

async function timeStart() {
  const port = process.env.START_TIME_PORT ? Number(process.env.START_TIME_PORT) : await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), "mamut-start-"));
  const started = performance.now();
  const child = spawn(process.execPath, ["server/index.ts"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      ALLOW_PLACEHOLDERS: "true",
      BUILD_DIR: buildDir,
      DATABASE_PATH: join(dataDir, "site.db"),
    },
    stdio: ["ignore", "ignore", "pipe"],
  });
  let errors = "";
  child.stderr.on("data", (chunk) => (errors += chunk));
  const exited = new Promise((done) => child.once("exit", done));
  try {
    // Polled every 5 ms: the figure is off by at most that.
    for (;;) {
      if (child.exitCode !== null) throw new Error(`the server exited with status ${child.exitCode}:\n${errors}`);
      const ok = await fetch(`http://127.0.0.1:${port}/`).then(
        (response) => response.status === 200,
        () => false,
      );
      if (ok) return { wall: Math.round(performance.now() - started), cpu: cpuMs(child.pid ?? 0) };
      await new Promise((done) => setTimeout(done, 5));
    }
  } finally {
    child.kill("SIGTERM");
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** User and system CPU time of a process so far (/proc/<pid>/stat, in clock ticks of 10 ms). */
function cpuMs(pid: number) {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]?.split(" ") ?? [];
  return (Number(fields[11]) + Number(fields[12])) * 10;
}
