import { expect, test } from "vitest";
import { fontsForText } from "./first-visit.ts";

// The faces as the build writes them: the package's ranges, then the subset, declared last.
const css = [
  "@font-face{font-family:Inter Variable;src:url(/assets/cyrillic.woff2);unicode-range:U+400-45F}",
  "@font-face{font-family:Inter Variable;src:url(/assets/latin.woff2);unicode-range:U+??,U+2000-206F}",
  "@font-face{font-family:Inter Variable;src:url(/assets/site.woff2);unicode-range:U+20-7A,U+2013}",
].join("");
const preload = `<link rel="preload" href="/assets/site.woff2" as="font" type="font/woff2" crossorigin="anonymous"/>`;
const page = (text: string) => `<html><head>${preload}</head><body><p>${text}</p></body></html>`;

test("a page whose characters the subset has loads the subset alone", () => {
  expect(fontsForText(css, page("Pipeline in 4–6 weeks"))).toEqual(["/assets/site.woff2"]);
});

test("a character only an earlier face covers loads that face too (the face declared last is asked first)", () => {
  expect(fontsForText(css, page("Zoë"))).toEqual(["/assets/latin.woff2", "/assets/site.woff2"]);
  expect(fontsForText(css, page("Жанна"))).toEqual(["/assets/cyrillic.woff2", "/assets/site.woff2"]);
});

test("text in scripts and the head loads no font", () => {
  const html = `<html><head>${preload}<title>Zoë</title></head><body><script>"Жанна"</script><p>Plain</p></body></html>`;
  expect(fontsForText(css, html)).toEqual(["/assets/site.woff2"]);
});
