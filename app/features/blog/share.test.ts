import { expect, test } from "vitest";
import { popupFeatures, shareLinks, shareUrl } from "./share";

const input = { url: "https://mamut.test/blog/a?x=1", title: "Costs & BDRs", description: "What it costs." };

test("LinkedIn receives url, title and summary", () => {
  const url = new URL(shareUrl("linkedin", input));
  expect(url.origin + url.pathname).toBe("https://www.linkedin.com/shareArticle");
  expect(Object.fromEntries(url.searchParams)).toEqual({
    mini: "true",
    url: input.url,
    title: "Costs & BDRs",
    summary: "What it costs.",
  });
});

test("X receives url and text", () => {
  const url = new URL(shareUrl("x", input));
  expect(Object.fromEntries(url.searchParams)).toEqual({ url: input.url, text: "Costs & BDRs" });
});

test("Facebook receives the url as u and a quote", () => {
  const url = new URL(shareUrl("facebook", input));
  expect(url.pathname).toBe("/sharer/sharer.php");
  expect(Object.fromEntries(url.searchParams)).toEqual({ u: input.url, quote: "Costs & BDRs" });
});

test("the popup is 600x400 and centred on the window", () => {
  expect(popupFeatures({ left: 100, top: 50, width: 1400, height: 900 })).toBe(
    "popup=yes,width=600,height=400,left=500,top=300,noopener,noreferrer",
  );
});

test("the loader's share links are the three sharer URLs", () => {
  expect(shareLinks(input)).toEqual({
    linkedin: shareUrl("linkedin", input),
    x: shareUrl("x", input),
    facebook: shareUrl("facebook", input),
  });
});
