import { expect, test } from "vitest";
import { normalize, sentences, stem, tokenize, withinOneEdit, words } from "./text.ts";

test("the stemmer brings inflections of a word together", () => {
  expect(stem("pricing")).toBe(stem("price"));
  expect(stem("priced")).toBe(stem("prices"));
  expect(stem("meetings")).toBe(stem("meeting"));
  expect(stem("companies")).toBe(stem("company"));
  expect(stem("scheduled")).toBe(stem("schedule"));
  expect(stem("planned")).toBe(stem("plan"));
  expect(stem("quickly")).toBe(stem("quick"));
  expect(stem("business")).toBe("business");
  expect(stem("bdrs")).toBe("bdr");
});

test("tokenising drops stop words and punctuation, keeps numbers and joins hyphenated words", () => {
  expect(tokenize("How much does it cost?")).toEqual(["cost"]);
  expect(tokenize("What's the in-house cost of 2 BDRs?")).toEqual(["hous", "inhous", "cost", "2", "bdr"]);
  expect(words("E-mail, co-pilot")).toEqual(["e", "mail", "email", "co", "pilot", "copilot"]);
  expect(normalize("Café’s")).toBe("cafes");
});

test("edit distance one covers an insertion, a deletion or a substitution, and no more", () => {
  expect(withinOneEdit("prcing", "pricing")).toBe(true);
  expect(withinOneEdit("pricing", "prcing")).toBe(true);
  expect(withinOneEdit("pricimg", "pricing")).toBe(true);
  expect(withinOneEdit("pircing", "pricing")).toBe(false);
  expect(withinOneEdit("price", "prices!")).toBe(false);
});

test("sentences split after a full stop, keeping prices and abbreviations whole", () => {
  expect(sentences("It costs $8K. That is $96K a year, e.g. for one team. Done!")).toEqual([
    "It costs $8K.",
    "That is $96K a year, e.g. for one team.",
    "Done!",
  ]);
});
