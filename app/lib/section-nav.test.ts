import { expect, test, vi } from "vitest";
import {
  isModifiedClick,
  planSectionNavigation,
  scrollBehavior,
  scrollToSection,
  scrollToSectionWhenReady,
  SECTION_SCROLL_DELAY_MS,
  sectionHref,
} from "./section-nav";

function fakeWindow({ reducedMotion = false, element }: { reducedMotion?: boolean; element?: FakeElement | null }) {
  let current: FakeElement | null = element ?? null;
  return {
    win: {
      document: { getElementById: () => current },
      matchMedia: () => ({ matches: reducedMotion }),
      setTimeout: (fn: () => void, ms: number) => setTimeout(fn, ms),
    } as unknown as Window,
    show(next: FakeElement) {
      current = next;
    },
  };
}

type FakeElement = ReturnType<typeof fakeElement>;
function fakeElement() {
  const attributes = new Map<string, string>();
  return {
    scrollIntoView: vi.fn(),
    focus: vi.fn(),
    hasAttribute: (name: string) => attributes.has(name),
    setAttribute: (name: string, value: string) => attributes.set(name, value),
    attributes,
  };
}

test("section links point at the home page anchor", () => {
  expect(sectionHref("faq")).toBe("/#faq");
});

test("on the home page a section link scrolls at once", () => {
  expect(planSectionNavigation("/")).toEqual({ navigateHome: false, delayMs: 0 });
});

test("off the home page a section link goes home first and scrolls after about 100 ms", () => {
  expect(planSectionNavigation("/blog/some-post")).toEqual({ navigateHome: true, delayMs: 100 });
  expect(SECTION_SCROLL_DELAY_MS).toBe(100);
});

test("scrolling is smooth unless the visitor asked for reduced motion", () => {
  expect(scrollBehavior(false)).toBe("smooth");
  expect(scrollBehavior(true)).toBe("auto");
});

test("modified clicks are left to the browser", () => {
  const plain = { button: 0, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false };
  expect(isModifiedClick(plain)).toBe(false);
  expect(isModifiedClick({ ...plain, ctrlKey: true })).toBe(true);
  expect(isModifiedClick({ ...plain, button: 1 })).toBe(true);
});

test("scrolling to a section scrolls it into view and moves focus there without a second jump", () => {
  const element = fakeElement();
  const { win } = fakeWindow({ element, reducedMotion: true });
  expect(scrollToSection("about", win)).toBe(true);
  expect(element.scrollIntoView).toHaveBeenCalledWith({ behavior: "auto", block: "start" });
  expect(element.attributes.get("tabindex")).toBe("-1");
  expect(element.focus).toHaveBeenCalledWith({ preventScroll: true });
});

test("a missing section is reported, not scrolled", () => {
  const { win } = fakeWindow({ element: null });
  expect(scrollToSection("nowhere", win)).toBe(false);
});

test("a section not on the page yet is scrolled to once it appears, after the delay", () => {
  vi.useFakeTimers();
  const element = fakeElement();
  const fake = fakeWindow({ element: null });
  scrollToSectionWhenReady("faq", { delayMs: 100, win: fake.win });
  vi.advanceTimersByTime(500);
  fake.show(element);
  // Seen within a frame, scrolled 100 ms later.
  vi.advanceTimersByTime(60);
  expect(element.scrollIntoView).not.toHaveBeenCalled();
  vi.advanceTimersByTime(16 + 100 - 60);
  expect(element.scrollIntoView).toHaveBeenCalledTimes(1);
  vi.useRealTimers();
});

test("on the way to another page, a section with the same id on the page being left does not count", () => {
  vi.useFakeTimers();
  const leaving = fakeElement();
  const arriving = fakeElement();
  const onScrolled = vi.fn();
  const fake = fakeWindow({ element: leaving });
  scrollToSectionWhenReady("contact", { delayMs: 100, onNextPage: true, onScrolled, win: fake.win });
  vi.advanceTimersByTime(300);
  expect(leaving.scrollIntoView).not.toHaveBeenCalled();
  fake.show(arriving);
  vi.advanceTimersByTime(16 + 100);
  expect(arriving.scrollIntoView).toHaveBeenCalledTimes(1);
  expect(onScrolled).toHaveBeenCalledTimes(1);
  vi.useRealTimers();
});
