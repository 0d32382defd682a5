import { use, useEffect, useRef, useState, type FormEvent } from "react";
import { Icon } from "~/components/ui/icon";
import { answerQuestion } from "./answer.js";
import { MessageView } from "./answer-view";
import { HandoffLinks } from "./handoff-links";
import { addExchange, readConversation, sessionStore, writeConversation, type Message } from "./conversation";
import { createSearchIndex, type AssistantIndex, type SearchIndex } from "./search.js";
import { SUGGESTED_QUESTIONS } from "./suggestions";

type PanelProps = {
  indexRequest: Promise<AssistantIndex | null>;
  onRetry: () => void;
  /** Closes the dialog when the visitor follows a link to a page. */
  onNavigate: () => void;
};

/** The assistant's conversation, loaded on the first open (its own chunk). */
export default function AssistantPanel({ indexRequest, onRetry, onNavigate }: PanelProps) {
  const data = use(indexRequest);
  if (!data) {
    return (
      <div role="alert" className="flex-1 space-y-3 overflow-y-auto p-5 text-sm text-slate-700">
        <p>The assistant could not load its answers just now. Our team is happy to help directly:</p>
        <HandoffLinks onNavigate={onNavigate} />
        <button
          type="button"
          onClick={onRetry}
          className="min-h-11 rounded-full border border-slate-300 px-4 font-semibold hover:bg-brand-50"
        >
          Try again
        </button>
      </div>
    );
  }
  return <Conversation data={data} onNavigate={onNavigate} />;
}

function Conversation({ data, onNavigate }: { data: AssistantIndex; onNavigate: () => void }) {
  // Indexing takes tens of milliseconds: do it right after the panel paints, not while it renders.
  const searchIndex = useRef<SearchIndex | null>(null);
  const getIndex = () => (searchIndex.current ??= createSearchIndex(data));
  const [messages, setMessages] = useState<Message[]>(() => readConversation(sessionStore()));
  const [draft, setDraft] = useState("");
  const [status, setStatus] = useState("");
  const inputRef = useRef<HTMLInputElement>(null);
  const logRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    inputRef.current?.focus();
    const timer = window.setTimeout(() => {
      searchIndex.current ??= createSearchIndex(data);
    }, 50);
    return () => window.clearTimeout(timer);
  }, [data]);

  useEffect(() => {
    writeConversation(sessionStore(), messages);
    const log = logRef.current;
    if (log) log.scrollTop = log.scrollHeight;
  }, [messages]);

  const ask = (question: string) => {
    const text = question.trim();
    if (!text) return;
    const answer = answerQuestion(getIndex(), text);
    setMessages((current) => addExchange(current, text, answer));
    setDraft("");
    setStatus("");
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    ask(draft);
    inputRef.current?.focus();
  };

  const clear = () => {
    setMessages([]);
    setStatus("Conversation cleared.");
    inputRef.current?.focus();
  };

  return (
    <div className="flex min-h-0 flex-1 flex-col">
      <div
        ref={logRef}
        role="log"
        aria-live="polite"
        aria-label="Conversation"
        className="min-h-32 flex-1 space-y-4 overflow-y-auto bg-slate-50 px-4 py-5"
      >
        <div className="max-w-[92%] rounded-2xl rounded-tl-sm border border-slate-200 bg-white px-4 py-3 text-sm text-slate-800 shadow-card">
          <p>
            Hi! Ask me about pricing, how the service works, the BDR or our articles. I answer with passages from this
            site and link to where they come from.
          </p>
        </div>
        {messages.map((message) => (
          <MessageView key={message.id} message={message} onNavigate={onNavigate} />
        ))}
      </div>

      <p role="status" className="sr-only">
        {status}
      </p>

      <div className="border-t border-slate-200 bg-white px-4 pt-3 pb-4">
        {messages.length === 0 && (
          <div className="mb-3">
            <h3 id="assistant-suggestions" className="text-xs font-semibold tracking-wide text-muted uppercase">
              Try asking
            </h3>
            <ul aria-labelledby="assistant-suggestions" className="mt-2 flex flex-wrap gap-2">
              {SUGGESTED_QUESTIONS.map((question) => (
                <li key={question}>
                  <button
                    type="button"
                    onClick={() => {
                      ask(question);
                      inputRef.current?.focus();
                    }}
                    className="min-h-9 rounded-full border border-brand-200 bg-white px-3 text-sm font-medium text-brand-800 hover:bg-brand-50"
                  >
                    {question}
                  </button>
                </li>
              ))}
            </ul>
          </div>
        )}
        <form onSubmit={onSubmit} className="flex items-end gap-2">
          <div className="min-w-0 flex-1">
            <div className="mb-1 flex items-center justify-between gap-3 px-1">
              <label htmlFor="assistant-question" className="text-xs font-semibold text-slate-700">
                Your question
              </label>
              {messages.length > 0 && (
                <button
                  type="button"
                  onClick={clear}
                  className="-my-1 min-h-6 rounded px-1 text-xs font-semibold text-brand-800 underline-offset-4 hover:underline"
                >
                  Clear conversation
                </button>
              )}
            </div>
            <input
              ref={inputRef}
              id="assistant-question"
              data-autofocus
              type="text"
              enterKeyHint="send"
              autoComplete="off"
              maxLength={200}
              value={draft}
              onChange={(event) => setDraft(event.target.value)}
              placeholder="e.g. How much does it cost?"
              className="block min-h-11 w-full rounded-full border border-slate-300 bg-white px-4 text-base text-ink placeholder:text-slate-500 focus-visible:border-brand-600"
            />
          </div>
          <button
            type="submit"
            className="inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-brand-700 text-white hover:bg-brand-800 focus-visible:outline-brand-700"
          >
            <Icon name="send-horizontal" className="size-5" />
            <span className="sr-only">Send</span>
          </button>
        </form>
      </div>
    </div>
  );
}
