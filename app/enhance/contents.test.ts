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
});

test("above the first heading no section is being read", () => {
  expect(sectionBeingRead([{ id: "only", top: 500 }], 300)).toBeUndefined();
});
