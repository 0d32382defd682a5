import { expect, test } from "vitest";
import { hydrateHeldControlsFirst, markLive, replayRemainingClicks, type FirstInputState } from "./first-input";

function control(click: () => void) {
  return { isConnected: true, click } as unknown as Element;
}

function part(...children: Element[]) {
  return { contains: (other: Element) => children.includes(other) } as unknown as Element;
}

test("a part that hydrates replays the clicks held back on its controls, and only those, in order", () => {
  const order: string[] = [];
  const print = control(() => order.push("print"));
  const copy = control(() => order.push("copy"));
  const share = control(() => order.push("share"));
  const state: FirstInputState = { pending: [copy, share, print], live: [] };
  const hero = part(print, copy);
  markLive(state, hero);
  expect(order).toEqual(["copy", "print"]);
  expect(state.pending).toEqual([share]);
  expect(state.live).toEqual([hero]);
});

test("once the page has hydrated every click still held back happens, in order", () => {
  const order: string[] = [];
  const first = { isConnected: true, click: () => order.push("first") } as unknown as Element;
  const gone = { isConnected: false, click: () => order.push("gone") } as unknown as Element;
  const second = { isConnected: true, click: () => order.push("second") } as unknown as Element;
  const state: FirstInputState = { pending: [first, gone, second], live: [] };
  replayRemainingClicks(state);
  expect(order).toEqual(["first", "second"]);
  expect(state.pending).toEqual([]);
});

test("React hydrates first the parts of the controls that hold a click, now and later", () => {
  const scheduled: Element[] = [];
  const root = { unstable_scheduleHydration: (target: Element) => scheduled.push(target) };
  const print = control(() => {});
  const cover = control(() => {});
  const state: FirstInputState = { pending: [print], live: [] };
  hydrateHeldControlsFirst(root, state);
  state.onHold?.(cover);
  expect(scheduled).toEqual([print, cover]);
});
