import type { Answer, SourceLink } from "./answer.ts";

/** The conversation lives in session storage: kept across reloads, gone when the tab closes. */
export const STORAGE_KEY = "mamut:assistant-conversation";
/** Older messages drop off, so storage stays small. */
export const MAX_MESSAGES = 40;

export type Message = { id: number; role: "user"; text: string } | { id: number; role: "assistant"; answer: Answer };

type ReadableStorage = Pick<Storage, "getItem">;
type WritableStorage = Pick<Storage, "setItem" | "removeItem">;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null;
}

/** Only site paths: a link from storage must never point off the site. */
function isSourceLink(value: unknown): value is SourceLink {
  return (
    isRecord(value) &&
    typeof value.href === "string" &&
    value.href.startsWith("/") &&
    !value.href.startsWith("//") &&
    typeof value.title === "string" &&
    (value.section === undefined || typeof value.section === "string")
  );
}

function isAnswer(value: unknown): value is Answer {
  if (!isRecord(value)) return false;
  if (value.kind === "handoff" || value.kind === "booking" || value.kind === "contact") return true;
  return (
    value.kind === "answer" &&
    typeof value.text === "string" &&
    (value.offer === undefined || typeof value.offer === "string") &&
    isSourceLink(value.source) &&
    Array.isArray(value.related) &&
    value.related.every(isSourceLink)
  );
}

export function isMessage(value: unknown): value is Message {
  if (!isRecord(value) || typeof value.id !== "number") return false;
  if (value.role === "user") return typeof value.text === "string";
  return value.role === "assistant" && isAnswer(value.answer);
}

/** The stored conversation; anything unreadable or tampered with counts as none. */
export function readConversation(storage: ReadableStorage | undefined): Message[] {
  try {
    const raw = storage?.getItem(STORAGE_KEY);
    if (!raw) return [];
    const parsed: unknown = JSON.parse(raw);
    return Array.isArray(parsed) && parsed.every(isMessage) ? parsed.slice(-MAX_MESSAGES) : [];
  } catch {
    return [];
  }
}

export function writeConversation(storage: WritableStorage | undefined, messages: readonly Message[]): void {
  try {
    if (messages.length === 0) storage?.removeItem(STORAGE_KEY);
    else storage?.setItem(STORAGE_KEY, JSON.stringify(messages.slice(-MAX_MESSAGES)));
  } catch {
    // Storage can be full or switched off; the conversation then lasts until the page closes.
  }
}

/** Appends a question and its answer, keeping the newest messages. */
export function addExchange(messages: readonly Message[], question: string, answer: Answer): Message[] {
  const id = (messages.at(-1)?.id ?? 0) + 1;
  return [
    ...messages,
    { id, role: "user" as const, text: question },
    { id: id + 1, role: "assistant" as const, answer },
  ].slice(-MAX_MESSAGES);
}

/** The session storage of this tab, if the browser lets us use it. */
export function sessionStore(): Storage | undefined {
  try {
    return typeof window === "undefined" ? undefined : window.sessionStorage;
  } catch {
    return undefined;
  }
}
