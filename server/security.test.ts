import { createHash } from "node:crypto";
import { expect, test } from "vitest";
import { PERMISSIONS_POLICY, contentSecurityPolicy, inlineScriptHashes } from "./security.ts";
import { parseServerConfig } from "./config.ts";

const sha = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

test("every inline script is hashed once; external scripts are not", () => {
  const html = `<script>a()</script><script type="module">b()</script><script src="/x.js"></script><script>a()</script>`;
  expect(inlineScriptHashes(html)).toEqual([sha("a()"), sha("b()")]);
});

test("the CSP allows no inline script by default and no third party but the video embed", () => {
  const csp = contentSecurityPolicy({ scriptHashes: [sha("a()")], mapsEnabled: false });
  expect(csp).toContain(`script-src 'self' ${sha("a()")};`);
  expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toContain("frame-src https://www.youtube-nocookie.com");
  expect(csp).not.toContain("googleapis");
});

test("the maps origins are allowed only when a maps key is configured", () => {
  expect(contentSecurityPolicy({ scriptHashes: [], mapsEnabled: true })).toContain("https://maps.googleapis.com");
});

test("server settings are parsed and a bad port is refused by name", () => {
  expect(parseServerConfig({}).PORT).toBe(3000);
  expect(parseServerConfig({ PORT: "8080", HOST: "127.0.0.1", TRUST_PROXY: "1" })).toMatchObject({
    PORT: 8080,
    TRUST_PROXY: 1,
  });
  expect(() => parseServerConfig({ PORT: "eighty" })).toThrow(/PORT="eighty"/);
});

test("the permissions policy names no retired feature", () => {
  expect(PERMISSIONS_POLICY).toContain("camera=()");
  expect(PERMISSIONS_POLICY).not.toContain("interest-cohort");
});
