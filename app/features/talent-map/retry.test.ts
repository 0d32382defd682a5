import { afterEach, beforeEach, expect, test, vi } from "vitest";
import { loadWithRetries, MAP_RETRIES, retryDelay, retrySchedule, retryWithBackoff, type MapStatus } from "./retry";

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

test("each retry waits twice as long as the one before", () => {
  expect(retrySchedule({ retries: 3, baseDelayMs: 1000 })).toEqual([1000, 2000, 4000]);
  expect(retryDelay(2, 500, 3)).toBe(1500);
});

test("a task that keeps failing runs once, retries 3 times with growing delays, then fails", async () => {
  const task = vi.fn(() => Promise.reject(new Error("script failed")));
  const onRetry = vi.fn();
  const result = retryWithBackoff(task, { retries: 3, baseDelayMs: 1000, onRetry });
  const settled = vi.fn();
  result.catch(settled);

  await vi.advanceTimersByTimeAsync(0);
  expect(task).toHaveBeenCalledTimes(1);

  await vi.advanceTimersByTimeAsync(999);
  expect(task).toHaveBeenCalledTimes(1);
  await vi.advanceTimersByTimeAsync(1);
  expect(task).toHaveBeenCalledTimes(2);

  await vi.advanceTimersByTimeAsync(1999);
  expect(task).toHaveBeenCalledTimes(2);
  await vi.advanceTimersByTimeAsync(1);
  expect(task).toHaveBeenCalledTimes(3);

  await vi.advanceTimersByTimeAsync(3999);
  expect(task).toHaveBeenCalledTimes(3);
  expect(settled).not.toHaveBeenCalled();
  await vi.advanceTimersByTimeAsync(1);
  expect(task).toHaveBeenCalledTimes(4);

  await expect(result).rejects.toThrow("script failed");
  expect(onRetry.mock.calls.map(([retry, delay]) => [retry, delay])).toEqual([
    [1, 1000],
    [2, 2000],
    [3, 4000],
  ]);
  await vi.advanceTimersByTimeAsync(60_000);
  expect(task).toHaveBeenCalledTimes(4);
});

test("a task that succeeds on a retry resolves with its value and stops retrying", async () => {
  const task = vi
    .fn<(attempt: number) => Promise<string>>()
    .mockRejectedValueOnce(new Error("offline"))
    .mockResolvedValueOnce("map");
  const result = retryWithBackoff(task, { retries: 3, baseDelayMs: 1000 });
  await vi.advanceTimersByTimeAsync(1000);
  await expect(result).resolves.toBe("map");
  expect(task.mock.calls.map(([attempt]) => attempt)).toEqual([1, 2]);
});

test("a stop request ends the retries with the last error", async () => {
  let stopped = false;
  const task = vi.fn(() => Promise.reject(new Error("bad key")));
  const result = retryWithBackoff(task, { retries: 3, baseDelayMs: 1000, shouldStop: () => stopped });
  const outcome = expect(result).rejects.toThrow("bad key");
  await vi.advanceTimersByTimeAsync(0);
  stopped = true;
  await vi.advanceTimersByTimeAsync(1000);
  await outcome;
  expect(task).toHaveBeenCalledTimes(1);
});

test("the map reports loading, then the failure state once 3 retries have failed", async () => {
  vi.spyOn(console, "warn").mockImplementation(() => {});
  vi.spyOn(console, "error").mockImplementation(() => {});
  const statuses: MapStatus[] = [];
  const load = vi.fn(() => Promise.reject(new Error("blocked")));
  const done = loadWithRetries(load, (status) => statuses.push(status), MAP_RETRIES);

  await vi.advanceTimersByTimeAsync(1000 + 2000 + 4000 - 1);
  expect(statuses).toEqual(["loading"]);
  expect(load).toHaveBeenCalledTimes(3);

  await vi.advanceTimersByTimeAsync(1);
  await done;
  expect(load).toHaveBeenCalledTimes(4);
  expect(statuses).toEqual(["loading", "error"]);
  expect(console.warn).toHaveBeenCalledTimes(3);
  expect(console.warn).toHaveBeenLastCalledWith("Google Maps failed to load; retry 3 of 3 in 4000 ms.");
});

test("the map reports ready when a retry succeeds", async () => {
  vi.spyOn(console, "warn").mockImplementation(() => {});
  const statuses: MapStatus[] = [];
  const load = vi.fn<() => Promise<void>>().mockRejectedValueOnce(new Error("offline")).mockResolvedValueOnce();
  const done = loadWithRetries(load, (status) => statuses.push(status));
  await vi.advanceTimersByTimeAsync(1000);
  await done;
  expect(statuses).toEqual(["loading", "ready"]);
});
