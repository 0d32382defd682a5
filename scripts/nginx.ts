// nginx for the tests and the benchmark: Debian's `nginx` package's binary, run from a temporary
// folder with its own configuration, pid file, logs and temporary files (-p and -c), on ports above
// 1024: nothing of the system's nginx setup is read or written, and nothing is left behind. As root,
// its workers run as nginx's default unprivileged user, so the folder is readable by all.
import { execFileSync, spawn, spawnSync } from "node:child_process";
import { chmodSync, existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";

export const NGINX_PACKAGES = ["nginx", "openssl"];
/** The one command that makes the reverse-proxy tests run instead of being skipped. */
export const ENABLE_NGINX = `sudo apt-get install -y ${NGINX_PACKAGES.join(" ")}`;

/** The nginx binary: NGINX_BIN, else Debian's /usr/sbin/nginx, else one on PATH; null when there is none. */
export function findNginx(env: NodeJS.ProcessEnv = process.env) {
  if (env.NGINX_BIN) return existsSync(env.NGINX_BIN) ? env.NGINX_BIN : null;
  if (existsSync("/usr/sbin/nginx")) return "/usr/sbin/nginx";
  return spawnSync("nginx", ["-v"]).status === 0 ? "nginx" : null;
}

/** Why nginx with TLS cannot run here (no nginx, or no openssl to make its certificate), or null. */
export function nginxUnavailable() {
  if (!findNginx()) return `nginx is not installed (enable these tests: ${ENABLE_NGINX})`;
  if (spawnSync("openssl", ["version"]).status !== 0) return `openssl is not installed (${ENABLE_NGINX})`;
  return null;
}

/** A self-signed certificate for localhost and 127.0.0.1, valid for two days, in `dir`. */
export function makeCertificate(dir: string) {
  const cert = join(dir, "localhost.crt");
  const key = join(dir, "localhost.key");
  execFileSync(
    "openssl",
    [
      ...["req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes"],
      ...["-keyout", key, "-out", cert, "-days", "2", "-subj", "/CN=localhost"],
      ...["-addext", "subjectAltName=DNS:localhost,IP:127.0.0.1"],
    ],
    { stdio: "ignore" },
  );
  return { cert, key };
}

/**
 * The location block that passes a site to its Node server as nginx's usual configuration does,
 * and as README (Deployment) shows it: the browser's Host, and X-Forwarded-For/-Proto/-Host.
 * `$http_host` keeps a port the browser used (`$host` would drop it).
 * @param upstream e.g. http://127.0.0.1:3000
 */
export function proxyLocation(upstream: string) {
  return `location / {
      proxy_pass ${upstream};
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_set_header X-Forwarded-Host $http_host;
    }`;
}

/**
 * Starts nginx with `servers` (the inside of its http block: server blocks) and waits until it
 * takes connections on `port` (one of those it listens on, on 127.0.0.1). Returns its folder, its
 * processes and a stop function.
 */
export async function startNginx({
  servers,
  port,
  workerConnections = 1024,
}: {
  servers: string;
  port: number;
  /** Its one worker's connections, clients' and upstream ones together. */
  workerConnections?: number;
}) {
  const binary = findNginx();
  if (!binary) throw new Error(`nginx is not installed (${ENABLE_NGINX})`);
  const prefix = mkdtempSync(join(tmpdir(), "mamut-nginx-"));
  chmodSync(prefix, 0o755);
  const conf = join(prefix, "nginx.conf");
  const log = join(prefix, "error.log");
  writeFileSync(
    conf,
    `worker_processes 1;
daemon off;
pid ${prefix}/nginx.pid;
error_log ${log} warn;
events { worker_connections ${workerConnections}; }
http {
  types {
    text/html html; text/css css; text/javascript js; image/svg+xml svg; application/xml xml;
    text/plain txt; image/jpeg jpg jpeg; image/png png; image/webp webp; font/woff2 woff2;
  }
  default_type application/octet-stream;
  access_log off;
  sendfile on;
  tcp_nopush on;
  keepalive_requests 100000;
  client_body_temp_path ${prefix}/body;
  proxy_temp_path ${prefix}/proxy;
  fastcgi_temp_path ${prefix}/fastcgi;
  uwsgi_temp_path ${prefix}/uwsgi;
  scgi_temp_path ${prefix}/scgi;
  ${servers}
}
`,
  );
  const child = spawn(binary, ["-p", prefix, "-e", log, "-c", conf], { stdio: "ignore" });
  const exited = new Promise((done) => child.once("exit", done));
  let started = false;
  for (let tries = 0; tries < 100 && !started && child.exitCode === null; tries++) {
    started = await listening(port);
    if (!started) await new Promise((done) => setTimeout(done, 100));
  }
  const stop = async () => {
    if (child.exitCode === null) child.kill("SIGQUIT");
    await Promise.race([exited, new Promise((done) => setTimeout(done, 5000))]);
    rmSync(prefix, { recursive: true, force: true });
  };
  if (!started) {
    const errors = existsSync(log) ? readFileSync(log, "utf8") : "";
    await stop();
    throw new Error(`nginx did not start on port ${port}:\n${errors}`);
  }
  const masterPid = child.pid;
  return {
    prefix,
    /** The master and its worker(s). */
    pids: () => (masterPid === undefined ? [] : [masterPid, ...childrenOf(masterPid)]),
    stop,
  };
}

function listening(port: number) {
  return new Promise<boolean>((done) => {
    const socket = connect(port, "127.0.0.1", () => {
      socket.destroy();
      done(true);
    });
    socket.on("error", () => done(false));
  });
}

function childrenOf(pid: number) {
  if (!existsSync("/proc")) return [];
  return readdirSync("/proc")
    .filter((name) => /^\d+$/.test(name))
    .filter((name) => {
      try {
        const stat = readFileSync(`/proc/${name}/stat`, "utf8");
        return Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]) === pid;
      } catch {
        return false;
      }
    })
    .map(Number);
}
