// Makes sure nginx and openssl are there for the reverse-proxy tests (tests/e2e/behind-proxy.spec.ts
// runs the server behind nginx with TLS, scripts/nginx.ts). As root with apt it installs Debian's
// packages, as ensure-postgres.ts does for PostgreSQL; otherwise those tests are skipped, and this
// says so with the command that enables them. It never fails the run.
import { aptInstall, canInstallWithApt } from "./apt.ts";
import { ENABLE_NGINX, NGINX_PACKAGES, findNginx, nginxUnavailable } from "./nginx.ts";

if (nginxUnavailable() && canInstallWithApt()) aptInstall(NGINX_PACKAGES, "nginx or openssl not found");
const reason = nginxUnavailable();
if (reason) {
  console.warn(
    `\nThe reverse-proxy tests (nginx with TLS in front of the server) will be SKIPPED: ${reason}.\n` +
      `Enable them with:\n\n  ${ENABLE_NGINX}\n`,
  );
} else {
  console.log(`nginx: ${findNginx()}`);
}
