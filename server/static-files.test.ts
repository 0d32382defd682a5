import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterEach, expect, test } from "vitest";
import { finishPage } from "./pages.ts";
import { prepareStaticHost } from "./static-host.ts";
import { IMMUTABLE, loadStaticFiles, precompressBuild } from "./static-files.ts";

// A page as the build writes it (a copy of build/client/contact/index.html; any page will do).
const page = readFileSync(new URL("./fixtures/prerendered-page.html", import.meta.url), "utf8");
const script = `export const lines = ${JSON.stringify("Outbound that books meetings. ".repeat(200))};\n`;
const made: string[] = [];

/** A client build with a page at /contact, a script asset and an image. */
function clientBuild() {
  const buildDir = mkdtempSync(join(tmpdir(), "static-files-"));
  made.push(buildDir);
  const clientDir = join(buildDir, "client");
  mkdirSync(join(clientDir, "contact"), { recursive: true });
  mkdirSync(join(clientDir, "assets"));
  writeFileSync(join(clientDir, "contact", "index.html"), page);
  writeFileSync(join(clientDir, "assets", "entry-abc123.js"), script);
  writeFileSync(join(clientDir, "logo.png"), Buffer.alloc(4000, 7));
  return clientDir;
}

afterEach(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});

test("the build's copies are of the page as the server sends it, and the server loads them", async () => {
  const clientDir = clientBuild();
  // The build's order: pages made final (and _headers written) first, then compressed.
  prepareStaticHost(clientDir, { mapsEnabled: false, warn: () => {} });
  expect((await precompressBuild(clientDir)).files).toBe(2);
  const { files, compressedNow } = await loadStaticFiles(clientDir, { mapsEnabled: false });
  expect(compressedNow).toBe(0);
  const served = finishPage(page, { mapsEnabled: false, page: "/contact" });
  const contact = files.get("/contact");
  expect(contact?.body.toString("utf8")).toBe(served.html);
  expect(contact?.csp).toBe(served.csp);
  expect(brotliDecompressSync(contact?.br ?? Buffer.alloc(0)).toString("utf8")).toBe(served.html);
  expect(gunzipSync(contact?.gzip ?? Buffer.alloc(0)).toString("utf8")).toBe(served.html);
  expect(contact?.br).toEqual(readFileSync(join(clientDir, "contact", "index.html.br")));
  expect(files.get("/assets/entry-abc123.js")).toMatchObject({
    cacheControl: IMMUTABLE,
    type: "text/javascript; charset=utf-8",
  });
  expect(files.get("/logo.png")?.br).toBeUndefined();
  // The copies and the static hosts' _headers file are not files of the site.
  expect([...files.keys()].sort()).toEqual(["/assets/entry-abc123.js", "/contact", "/logo.png"]);
});

test("copies made from other bytes than the server would send are not used: it compresses that file itself", async () => {
  const clientDir = clientBuild();
  await precompressBuild(clientDir);
  const changed = script.replace("books", "holds");
  writeFileSync(join(clientDir, "assets", "entry-abc123.js"), changed);
  const { files, compressedNow } = await loadStaticFiles(clientDir, { mapsEnabled: false });
  expect(compressedNow).toBe(1);
  const asset = files.get("/assets/entry-abc123.js");
  expect(brotliDecompressSync(asset?.br ?? Buffer.alloc(0)).toString("utf8")).toBe(changed);
});

test("a build without copies is served all the same, compressed at start-up", async () => {
  const clientDir = clientBuild();
  const { files, compressedNow } = await loadStaticFiles(clientDir, { mapsEnabled: true });
  expect(compressedNow).toBe(2);
  expect(files.get("/contact")?.csp).toContain("maps.googleapis.com");
});
