import { expect, test } from "vitest";
import { figureIntent, figureSentence, statesFigure } from "./figures.ts";

test("a how-many question counts the words after it; other figure questions are recognised", () => {
  expect(figureIntent("how many podcast episodes")).toEqual({ count: ["podcast", "episod"], figure: true });
  expect(figureIntent("what is the number of universities in brazil")).toEqual({
    count: ["university"],
    figure: true,
  });
  expect(figureIntent("what is the target for show rate").figure).toBe(true);
  expect(figureIntent("whats the target for show rate").figure).toBe(true);
  expect(figureIntent("how long does the install take").figure).toBe(true);
  expect(figureIntent("what does the bdr do")).toEqual({ count: [], figure: false });
});

test("a count is a number before the counted word or right after it, not a number that merely follows", () => {
  const leads = new Set(["lead"]);
  expect(statesFigure("Expect 25-35 qualified leads a month.", leads, true)).toBe(true);
  expect(statesFigure("Replies: 800 (7.5% email).", new Set(["reply"]), true)).toBe(true);
  expect(statesFigure("Qualified leads within 2-3 weeks.", leads, true)).toBe(false);
  // Any figure question accepts a number on either side.
  expect(statesFigure("Qualified leads within 2-3 weeks.", leads, false)).toBe(true);
});

test("the figure sentence is the first sentence that states it", () => {
  const text = "Podcasts are popular. The page lists 40 sample episodes. Each has a guest.";
  expect(figureSentence(text, new Set(["episod"]), true)).toBe(1);
  expect(figureSentence(text, new Set(["guest"]), true)).toBe(-1);
  expect(figureSentence(text, new Set(), true)).toBe(-1);
});
