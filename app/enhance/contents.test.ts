import { expect, test } from "vitest";
import { sectionBeingRead } from "./contents";

const headings = [
  { id: "first", top: -400 },
  { id: "second", top: 120 },
  { id: "third", top: 900 },
];

test("the section being read is the last heading that has reached the reading line", () => {
  expect(sectionBeingRead(headings, 300)).toBe("second");
  expect(sectionBeingRead(headings, 100)).toBe("first");
  expect(sectionBeingRead(headings, 5000)).toBe("third");
});

test("far inside a long section, its heading long gone above the window, that section stays current", () => {
  expect(
    sectionBeingRead(
      [
        { id: "long", top: -4000 },
        { id: "next", top: 2000 },
      ],
      300,
    ),
  ).toBe("long");
});

test("above the first heading the first section is current, never none", () => {
  expect(sectionBeingRead([{ id: "only", top: 500 }], 300)).toBe("only");
  expect(
    sectionBeingRead(
      headings.map((h) => ({ ...h, top: h.top + 2000 })),
      300,
    ),
  ).toBe("first");
});

test("a page without headings has no current section", () => {
  expect(sectionBeingRead([], 300)).toBeUndefined();
});
