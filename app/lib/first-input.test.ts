import { expect, test, vi } from "vitest";
import { markLive, replayRemainingClicks, type FirstInputState } from "./first-input";

function control() {
  return { isConnected: true, click: vi.fn() } as unknown as Element & { click: ReturnType<typeof vi.fn> };
}

function part(...children: Element[]) {
  return { contains: (other: Element) => children.includes(other) } as unknown as Element;
}

test("a part that hydrates replays the clicks held back on its controls, and only those", () => {
  const print = control();
  const copy = control();
  const state: FirstInputState = { pending: [print, copy], live: [] };
  const hero = part(print);
  markLive(state, hero);
  expect(print.click).toHaveBeenCalledTimes(1);
  expect(copy.click).not.toHaveBeenCalled();
  expect(state.pending).toEqual([copy]);
  expect(state.live).toEqual([hero]);
});

test("once the page has hydrated every click still held back happens, in the order it was made", () => {
  const order: string[] = [];
  const first = { isConnected: true, click: () => order.push("first") } as unknown as Element;
  const gone = { isConnected: false, click: () => order.push("gone") } as unknown as Element;
  const second = { isConnected: true, click: () => order.push("second") } as unknown as Element;
  const state: FirstInputState = { pending: [first, gone, second], live: [] };
  replayRemainingClicks(state);
  expect(order).toEqual(["first", "second"]);
  expect(state.pending).toEqual([]);
});
