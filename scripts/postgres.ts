// A throw-away PostgreSQL server for the tests and the lead benchmark: Debian's `postgresql`
// package's binaries, a cluster in a temporary folder, run as an unprivileged user (the package's
// `postgres` user when we are root: PostgreSQL refuses to run as root), listening on loopback
// on the port given and on a unix socket in that folder. Nothing is installed or left behind.
import { execFileSync } from "node:child_process";
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir, userInfo } from "node:os";
import { join } from "node:path";
import pg from "pg";

export const POSTGRES_PACKAGE = "postgresql";
/** The one command that makes the PostgreSQL tests run instead of being skipped. */
export const ENABLE_POSTGRES = `sudo apt-get install -y ${POSTGRES_PACKAGE}`;

/**
 * The folder with initdb, pg_ctl and postgres: PG_BIN, else the newest of Debian's
 * /usr/lib/postgresql/<version>/bin; null when there is none.
 */
export function findPostgresBin(env: NodeJS.ProcessEnv = process.env) {
  if (env.PG_BIN) return existsSync(join(env.PG_BIN, "initdb")) ? env.PG_BIN : null;
  const root = "/usr/lib/postgresql";
  if (!existsSync(root)) return null;
  const versions = readdirSync(root)
    .filter((version) => existsSync(join(root, version, "bin", "initdb")))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? join(root, versions[0], "bin") : null;
}

/** Why the PostgreSQL tests cannot run here, or null when they can. */
export function postgresUnavailable(env: NodeJS.ProcessEnv = process.env) {
  if (!findPostgresBin(env)) return `PostgreSQL is not installed (enable these tests: ${ENABLE_POSTGRES})`;
  if (userInfo().uid === 0 && !postgresUser())
    return "running as root and there is no `postgres` user to run PostgreSQL";
  return null;
}

/** The package's system user, when it exists: { uid, gid }. */
function postgresUser() {
  try {
    const id = (flag: string) => Number(execFileSync("id", [flag, "postgres"], { encoding: "utf8" }));
    return { uid: id("-u"), gid: id("-g") };
  } catch {
    return null;
  }
}

/**
 * Starts a fresh cluster. `durable: false` (tests) turns off fsync: a crash of the test machine
 * may lose it, which does not matter for a throw-away database and saves seconds; the benchmark
 * keeps PostgreSQL's defaults so its figures compare with SQLite's synchronous writes.
 */
export async function startPostgres({ port, durable = false }: { port: number; durable?: boolean }) {
  const bin = findPostgresBin();
  const unavailable = postgresUnavailable();
  if (!bin || unavailable) throw new Error(unavailable ?? "PostgreSQL is not installed");
  const dir = mkdtempSync(join(tmpdir(), "mamut-pg-"));
  const data = join(dir, "data");
  const user = userInfo().uid === 0 ? postgresUser() : null;
  if (user) chownSync(dir, user.uid, user.gid);
  const run = (program: string, args: string[]) =>
    execFileSync(
      user ? "runuser" : join(bin, program),
      user ? ["-u", "postgres", "--", join(bin, program), ...args] : args,
      { stdio: ["ignore", "pipe", "pipe"], encoding: "utf8", cwd: dir },
    );
  const settings = [
    `-p ${port}`,
    `-k ${dir}`,
    "-c listen_addresses=127.0.0.1",
    "-c max_connections=100",
    ...(durable ? [] : ["-c fsync=off", "-c synchronous_commit=off", "-c full_page_writes=off"]),
  ];
  try {
    run("initdb", ["-D", data, "-U", "mamut", "--auth=trust", "-E", "UTF8", "--no-sync", "--locale=C"]);
    run("pg_ctl", ["-D", data, "-l", join(dir, "server.log"), "-w", "-t", "30", "-o", settings.join(" "), "start"]);
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw new Error(`PostgreSQL did not start on port ${port}: ${printed(error) || String(error)}`);
  }
  const url = `postgres://mamut@127.0.0.1:${port}/postgres`;
  return {
    url,
    dir,
    stop() {
      try {
        run("pg_ctl", ["-D", data, "-m", "fast", "-w", "stop"]);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}

/** What a failed command printed: execFileSync's error carries its stderr and stdout. */
function printed(error: unknown) {
  if (typeof error !== "object" || error === null) return "";
  const stderr = "stderr" in error && typeof error.stderr === "string" ? error.stderr : "";
  const stdout = "stdout" in error && typeof error.stdout === "string" ? error.stdout : "";
  return stderr || stdout;
}

/**
 * A new empty database on the server at `url` (the tests' server, whose URL the test runner
 * passed on); its URL.
 */
export async function createDatabase(url: string, prefix = "mamut") {
  const name = `${prefix}_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(`CREATE DATABASE ${name}`);
  } finally {
    await client.end();
  }
  const target = new URL(url);
  target.pathname = `/${name}`;
  return target.toString();
}
