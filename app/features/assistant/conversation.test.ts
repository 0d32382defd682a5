import { expect, test } from "vitest";
import {
  addExchange,
  MAX_MESSAGES,
  readConversation,
  STORAGE_KEY,
  writeConversation,
  type Message,
} from "./conversation";

function memoryStorage() {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    removeItem: (key: string) => void data.delete(key),
  };
}

const answer = {
  kind: "answer" as const,
  text: "Mamut costs $8K per month.",
  source: { href: "/one-pager#pricing-heading", title: "One-Pager", section: "Pricing" },
  related: [{ href: "/roi-calculator", title: "ROI Calculator" }],
};

test("a conversation written to storage reads back the same", () => {
  const storage = memoryStorage();
  // An answer that states an offer's terms keeps which offer, so the panel offers that call alone.
  const terms = { ...answer, offer: "outbound" };
  const messages = addExchange(addExchange([], "How much?", terms), "Book a call", { kind: "booking" });
  writeConversation(storage, messages);
  expect(readConversation(storage)).toEqual(messages);
  expect(messages.map((message) => message.id)).toEqual([1, 2, 3, 4]);
});

test("clearing the conversation removes it from storage", () => {
  const storage = memoryStorage();
  writeConversation(storage, addExchange([], "Hi", { kind: "handoff" }));
  writeConversation(storage, []);
  expect(storage.data.has(STORAGE_KEY)).toBe(false);
  expect(readConversation(storage)).toEqual([]);
});

test("only the newest messages are kept", () => {
  let messages: Message[] = [];
  for (let n = 0; n < MAX_MESSAGES; n += 1) messages = addExchange(messages, `Question ${n}`, { kind: "handoff" });
  expect(messages).toHaveLength(MAX_MESSAGES);
  expect(messages[0]).toMatchObject({ role: "user", text: `Question ${MAX_MESSAGES / 2}` });
});

test("unreadable, foreign or tampered storage counts as no conversation", () => {
  const storage = memoryStorage();
  for (const raw of [
    "not json",
    JSON.stringify({ messages: [] }),
    JSON.stringify([{ id: 1, role: "user" }]),
    JSON.stringify([
      { id: 1, role: "assistant", answer: { ...answer, source: { href: "https://evil.example", title: "x" } } },
    ]),
    JSON.stringify([
      { id: 1, role: "assistant", answer: { ...answer, source: { href: "//evil.example", title: "x" } } },
    ]),
    JSON.stringify([{ id: 1, role: "assistant", answer: { ...answer, offer: { toString: "x" } } }]),
  ]) {
    storage.data.set(STORAGE_KEY, raw);
    expect(readConversation(storage)).toEqual([]);
  }
  expect(readConversation(undefined)).toEqual([]);
});

test("a storage that refuses writes does not break the conversation", () => {
  const full = {
    setItem: () => {
      throw new Error("QuotaExceededError");
    },
    removeItem: () => undefined,
  };
  expect(() => writeConversation(full, addExchange([], "Hi", { kind: "handoff" }))).not.toThrow();
});
