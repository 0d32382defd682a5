import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { expect, test } from "vitest";
import { readableDate } from "./dates";

test("a date reads as en-US writes it, for every month and both single and double-digit days", () => {
  for (let month = 1; month <= 12; month++) {
    for (const day of [1, 9, 10, 28]) {
      const iso = `2025-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
      const [name] = readableDate(iso).split(" ");
      expect(readableDate(iso)).toBe(`${name} ${day}, 2025`);
    }
  }
  expect(readableDate("2025-08-30")).toBe("August 30, 2025");
  expect(readableDate("2025-01-01")).toBe("January 1, 2025");
});

test("a malformed or impossible date is refused rather than shown as nonsense", () => {
  expect(() => readableDate("30/08/2025")).toThrow(/YYYY-MM-DD/);
  expect(() => readableDate("2025-13-01")).toThrow(/YYYY-MM-DD/);
  expect(() => readableDate("2025-02-30")).toThrow(/YYYY-MM-DD/);
});

// Browser code: everything a page's component can run after hydration. Loaders, server
// modules and content loaders (app/content) run at build or on the server.
const browserFolders = ["app/components", "app/features", "app/lib"];
const dateFormatting = /toLocaleDateString|toLocaleTimeString|DateTimeFormat|readableDate\(/;

function sourceFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.(test|server)\.tsx?$/.test(name) ? [path] : [];
  });
}

test("no browser code formats a date: it shows the text its loader wrote", () => {
  const formatting = browserFolders
    .flatMap(sourceFiles)
    .filter((file) => dateFormatting.test(readFileSync(file, "utf8")));
  expect(formatting).toEqual([]);
});
