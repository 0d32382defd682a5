import { readFileSync } from "node:fs";
import { Script, createContext } from "node:vm";
import { expect, test } from "vitest";
import { addFirstInputScript, FIRST_INPUT_SCRIPT } from "./first-input.js";

/**
 * A stand-in for a DOM element: `closest` matches by the names in `is` ("[data-replay]",
 * "[popover]", "[popover] a[href]").
 * @typedef {{ is: string[]; parent: Fake | null; hidden: number; closest: (selector: string) => Fake | null; contains: (other: Fake) => boolean; hidePopover: () => void }} Fake
 * @param {string[]} is
 * @param {Fake | null} [parent]
 * @returns {Fake}
 */
function element(is, parent = null) {
  /** @type {Fake} */
  const self = {
    is,
    parent,
    hidden: 0,
    closest: (selector) => {
      for (let node = /** @type {Fake | null} */ (self); node; node = node.parent) {
        if (node.is.includes(selector)) return node;
      }
      return null;
    },
    contains: (other) => {
      for (let node = /** @type {Fake | null} */ (other); node; node = node.parent) if (node === self) return true;
      return false;
    },
    hidePopover: () => {
      self.hidden += 1;
    },
  };
  return self;
}

/** Runs the script against a stub window; `dispatch` sends an event through its listeners. */
function run() {
  /** @type {Map<string, (event: object) => void>} */
  const listeners = new Map();
  /** @type {Record<string, any>} */
  const window = {
    document: { documentElement: { dataset: /** @type {Record<string, string>} */ ({}) } },
    /** @param {string} type @param {(event: object) => void} listener @param {boolean} capture */
    addEventListener: (type, listener, capture) => {
      expect(capture).toBe(true);
      listeners.set(type, listener);
    },
  };
  window.window = window;
  new Script(FIRST_INPUT_SCRIPT).runInContext(createContext(window));
  /** @param {string} type @param {Fake | null} [target] */
  const dispatch = (type, target = null) => {
    const event = { target, stopped: false, prevented: false };
    Object.assign(event, {
      stopImmediatePropagation: () => (event.stopped = true),
      preventDefault: () => (event.prevented = true),
    });
    listeners.get(type)?.(event);
    return event;
  };
  const hydrate = () => (window.document.documentElement.dataset.hydrated = "true");
  return { state: window.__firstInput, dispatch, hydrate };
}

test("a click on a control that needs script is kept, once, until the page hydrates", () => {
  const { state, dispatch } = run();
  const print = element(["[data-replay]"]);
  const icon = element([], print);
  const first = dispatch("click", icon);
  expect(first.stopped && first.prevented).toBe(true);
  dispatch("click", print);
  expect(state.pending).toEqual([print]);
});

test("once React runs, each click it holds is reported, so the part it belongs to hydrates first", () => {
  const { state, dispatch } = run();
  /** @type {Fake[]} */
  const reported = [];
  state.onHold = (/** @type {Fake} */ control) => reported.push(control);
  const cover = element(["[data-replay]"]);
  dispatch("click", cover);
  dispatch("click", cover);
  expect(reported).toEqual([cover]);
});

test("clicks on other elements, on parts that have hydrated and after hydration pass untouched", () => {
  const { state, dispatch, hydrate } = run();
  expect(dispatch("click", element([])).stopped).toBe(false);

  const carousel = element([]);
  const next = element(["[data-replay]"], carousel);
  state.live.push(carousel);
  expect(dispatch("click", next).stopped).toBe(false);

  hydrate();
  expect(dispatch("click", element(["[data-replay]"])).stopped).toBe(false);
  expect(state.pending).toEqual([]);
});

test("a choice in an open popover menu closes it before the page hydrates", () => {
  const { dispatch } = run();
  const menu = element(["[popover]"]);
  const link = element(["[popover] a[href]"], menu);
  expect(dispatch("click", link).stopped).toBe(false);
  expect(menu.hidden).toBe(1);
});

test("history moves wait until the page has hydrated", () => {
  const { dispatch, hydrate } = run();
  expect(dispatch("popstate").stopped).toBe(true);
  hydrate();
  expect(dispatch("popstate").stopped).toBe(false);
});

test("the script goes first in the body of a page React Router rendered, before the skip link", () => {
  const page = readFileSync(new URL("./fixtures/prerendered-page.html", import.meta.url), "utf8");
  const html = addFirstInputScript(page, "/contact");
  expect(html.indexOf(`<body><script>${FIRST_INPUT_SCRIPT}</script><a `)).toBeGreaterThan(0);
  expect(html.split(FIRST_INPUT_SCRIPT)).toHaveLength(2);
});

test("a body React could hydrate onto the script is refused, naming the page", () => {
  expect(() => addFirstInputScript("<html><head></head></html>", "/x")).toThrow(/^\/x: no <body>/);
  expect(() => addFirstInputScript("<html><body><script>a()</script></body></html>", "/x")).toThrow(
    /^\/x: .*found script/,
  );
  expect(() => addFirstInputScript("<html><body></body></html>", "/x")).toThrow(/^\/x: .*found none/);
});
