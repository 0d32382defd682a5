import { expect, test } from "vitest";
import { isOfferId, offerForPath, offers } from "./offers";

test("a page listed as the healthtech offer's speaks for it, however its address is written", () => {
  for (const page of offers.healthtech.pages) {
    expect(offerForPath(page), page).toBe("healthtech");
    expect(offerForPath(`${page}?utm_source=x#contact`), page).toBe("healthtech");
    if (page !== "/") expect(offerForPath(`${page}/`), page).toBe("healthtech");
  }
});

test("every other page speaks for the outbound offer", () => {
  for (const path of ["/contact", "/blog", "/blog/any-article", "/one-pagers/any", "/a-page-that-does-not-exist"]) {
    if (offers.healthtech.pages.includes(path)) continue;
    expect(offerForPath(path), path).toBe("outbound");
  }
});

test("only the offers' own names are offers: a form's field cannot name anything else", () => {
  for (const id of Object.keys(offers)) expect(isOfferId(id), id).toBe(true);
  for (const value of ["", "Healthtech", "toString", "__proto__", "constructor", 45, null, undefined]) {
    expect(isOfferId(value), String(value)).toBe(false);
  }
});
