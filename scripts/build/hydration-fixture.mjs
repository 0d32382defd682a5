// `npm run hydration:fixture`: writes server/fixtures/prerendered-page.html, the input of the unit
// tests of server/hydration.js and server/first-input.js, from a real build: the /contact page as
// React Router renders it, with only the content of <main> cut out (the rewrite does not read it).
// The build's own HTML files are already rewritten (server/static-host.js), so the page is
// rendered here by the server build, as for a request. Run it after upgrading React Router
// (`npm run build` first); the build fails when a page no longer has the expected shape.
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { createRequestHandler } from "react-router";
import { buildDir, requireBuild } from "../audit/server.mjs";

const FIXTURE = "server/fixtures/prerendered-page.html";
const SOURCE_PAGE = "contact";

requireBuild();
const build = await import(pathToFileURL(join(buildDir, "server", "index.js")).href);
const response = await createRequestHandler(build, "production")(new Request(`http://localhost/${SOURCE_PAGE}`));
if (!response.ok) throw new Error(`/${SOURCE_PAGE} answered ${response.status}`);
const html = await response.text();
const main = /(<main\b[^>]*>)[\s\S]*?(<\/main>)/;
if (!main.test(html)) throw new Error(`/${SOURCE_PAGE} has no <main> element`);
writeFileSync(FIXTURE, html.replace(main, (_, open, close) => `${open}<h1>Contact</h1>${close}`));
console.log(`Wrote ${FIXTURE} from /${SOURCE_PAGE} rendered by ${buildDir}/server.`);
