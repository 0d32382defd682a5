import { expect, test } from "vitest";
import { sectionHref } from "./section-nav";

test("section links point at the home page anchor", () => {
  expect(sectionHref("faq")).toBe("/#faq");
});
