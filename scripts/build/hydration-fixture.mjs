// `npm run hydration:fixture`: writes server/fixtures/prerendered-page.html, the input of the unit
// tests of server/hydration.js and server/first-input.js, from a real build: the prerendered
// /contact page as React Router rendered it, with only the content of <main> cut out (the rewrite
// does not read it). Run it after upgrading React Router (`npm run build` first); `npm run
// budgets` rewrites every prerendered page of the current build and fails when one no longer
// has the expected shape.
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { clientDir, requireBuild } from "../audit/server.mjs";

const FIXTURE = "server/fixtures/prerendered-page.html";
const SOURCE_PAGE = "contact";

requireBuild();
const html = readFileSync(join(clientDir, SOURCE_PAGE, "index.html"), "utf8");
const main = /(<main\b[^>]*>)[\s\S]*?(<\/main>)/;
if (!main.test(html)) throw new Error(`/${SOURCE_PAGE} has no <main> element`);
writeFileSync(FIXTURE, html.replace(main, (_, open, close) => `${open}<h1>Contact</h1>${close}`));
console.log(`Wrote ${FIXTURE} from /${SOURCE_PAGE} of ${clientDir}.`);
