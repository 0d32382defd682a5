import { Agent } from "node:http";
import { postContact } from "../../scripts/audit/contact-post.ts";
import { nginxUnavailable, proxyLocation, startNginx } from "../../scripts/nginx.ts";
import { count, freshDatabasePath, servedAt, startServer, testPort, validContact } from "./support/leads";
import { expect, test } from "./support/test";

// A server told to stop (SIGTERM) in the middle of a burst of form posts sent on kept-alive
// connections, as browsers and proxies send them: every post is answered and stored, none is
// reset, the answers after the signal close their connection; directly and through nginx
// configured as README's Deployment shows (a new connection to the server per request).

const POSTS = 200;
const CONNECTIONS = 20;

test.describe.configure({ mode: "serial" });

for (const throughNginx of [false, true]) {
  test(`SIGTERM during ${POSTS} posts on ${CONNECTIONS} kept-alive connections${throughNginx ? " through nginx" : ""}: all answered, none reset`, async () => {
    const unavailable = throughNginx ? nginxUnavailable() : null;
    test.skip(unavailable !== null, `skipped: ${unavailable}`);
    test.setTimeout(120_000);
    const databasePath = freshDatabasePath();
    const server = await startServer(testPort(throughNginx ? 122 : 121), {
      DATABASE_PATH: databasePath,
      RATE_LIMIT_MAX: "100000",
      FORM_TIME_MAX_POSTS: "100000",
      FORM_TIME_MAX_POSTS_PER_CLIENT: "100000",
      TRUST_PROXY: "loopback",
    });
    const proxyPort = testPort(123);
    const nginx = throughNginx
      ? await startNginx({
          port: proxyPort,
          servers: `server {\n    listen 127.0.0.1:${proxyPort};\n    ${proxyLocation(server.url)}\n  }`,
        })
      : undefined;
    const origin = nginx ? `http://127.0.0.1:${proxyPort}` : server.url;
    const agent = new Agent({ keepAlive: true, maxSockets: CONNECTIONS });
    try {
      const served = await servedAt(server.url);
      let stopped = false;
      const post = (i: number) =>
        postContact(
          origin,
          { ...validContact(`kept${i}`), served_at: served },
          {
            agent,
            onAnswer: () => {
              if (!stopped) {
                stopped = true;
                server.process.kill("SIGTERM");
              }
            },
          },
        );
      const answers = await Promise.all(Array.from({ length: POSTS }, (_, i) => post(i)));
      const exitCode = await server.stop();
      expect(answers.filter((answer) => answer.status !== 200)).toEqual([]);
      expect(count(databasePath, "SELECT count(*) AS n FROM contact_submissions")).toBe(POSTS);
      expect(exitCode).toBe(0);
      // Directly, the answers after the signal told the kept-alive connections to close.
      if (!nginx) expect(answers.some((answer) => answer.connection === "close")).toBe(true);
    } finally {
      agent.destroy();
      await nginx?.stop();
      await server.stop();
    }
  });
}
