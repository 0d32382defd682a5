import { beforeEach, expect, test, vi } from "vitest";

type Mark = typeof import("./hydration-mark");
let mark: Mark;
let root: { dataset: Record<string, string> };

beforeEach(async () => {
  vi.resetModules();
  root = { dataset: {} };
  vi.stubGlobal("document", { documentElement: root });
  vi.stubGlobal("window", {});
  mark = await import("./hydration-mark");
});

test("the page counts as hydrated once the root has, when no section is waiting", () => {
  mark.markRootHydrated();
  expect(root.dataset.hydrated).toBe("true");
});

test("a section still waiting for its chunk holds the mark until it hydrates", () => {
  const footer = { hydrated: false };
  mark.sectionCommitted(footer);
  mark.markRootHydrated();
  expect(root.dataset.hydrated).toBeUndefined();
  mark.sectionHydrated(footer);
  expect(root.dataset.hydrated).toBe("true");
});

test("a section whose content hydrated in the same pass does not hold the mark", () => {
  const faq = { hydrated: false };
  // Effects run child first: the content reports before its boundary.
  mark.sectionHydrated(faq);
  mark.sectionCommitted(faq);
  mark.markRootHydrated();
  expect(root.dataset.hydrated).toBe("true");
});

test("the mark waits for every section, not just the first", () => {
  const footer = { hydrated: false };
  const launcher = { hydrated: false };
  mark.sectionCommitted(footer);
  mark.sectionCommitted(launcher);
  mark.markRootHydrated();
  mark.sectionHydrated(launcher);
  expect(root.dataset.hydrated).toBeUndefined();
  mark.sectionHydrated(footer);
  expect(root.dataset.hydrated).toBe("true");
});

test("when the page counts as hydrated, clicks the first-input script still holds back happen", () => {
  const click = vi.fn();
  const assistant = { isConnected: true, click } as unknown as Element;
  vi.stubGlobal("window", { __firstInput: { pending: [assistant], live: [] } });
  const launcher = { hydrated: false };
  mark.sectionCommitted(launcher);
  mark.markRootHydrated();
  expect(click).not.toHaveBeenCalled();
  mark.sectionHydrated(launcher);
  expect(click).toHaveBeenCalledTimes(1);
});
