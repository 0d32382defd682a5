import { lazy, Suspense, useEffect, useRef, useState, type RefObject } from "react";
import { Icon } from "~/components/ui/icon";
import { Spinner } from "~/components/ui/spinner";
import { useFirstInput } from "~/lib/first-input";
import type { AssistantIndex } from "./search.js";

/** Prerendered by app/routes/assistant-index.json.ts. */
export const INDEX_URL = "/assistant-index.json";

// Nothing of the assistant but this button loads with the page: the panel, its search
// code and the index are fetched on the first open.
const AssistantPanel = lazy(() => import("./assistant-panel").catch(() => ({ default: PanelUnavailable })));

function fetchIndex(): Promise<AssistantIndex | null> {
  return fetch(INDEX_URL)
    .then((response) => (response.ok ? (response.json() as Promise<AssistantIndex>) : null))
    .catch(() => null);
}

function PanelUnavailable() {
  return (
    <p role="alert" className="p-6 text-sm text-slate-700">
      The assistant could not load. Please reload the page, or reach us through the{" "}
      <a href="/contact" className="font-semibold text-brand-800 underline underline-offset-4">
        contact page
      </a>
      .
    </p>
  );
}

/**
 * The site assistant, opened from the floating launcher's menu ("Ask the assistant"). It needs
 * script: its menu item is not shown without it, and a click before the page has hydrated opens
 * the assistant once it has (data-replay, see app/lib/first-input.ts). Gives the launcher its
 * item's ref and `show`, and the dialog to render outside the menu (a closed popover hides what is
 * inside it). Closing returns focus to `returnFocus`, the launcher, since the item is hidden then.
 */
export function useAssistant(returnFocus: RefObject<HTMLElement | null>) {
  const [open, setOpen] = useState(false);
  const [indexRequest, setIndexRequest] = useState<Promise<AssistantIndex | null> | null>(null);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const launcherRef = useRef<HTMLButtonElement>(null);
  const navigating = useRef(false);
  useFirstInput(launcherRef);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!open || !dialog || dialog.open) return;
    dialog.showModal();
    // Reopening lands in the text box, as the first open does once the panel has loaded.
    dialog.querySelector<HTMLElement>("[data-autofocus]")?.focus();
  }, [open, indexRequest]);

  const show = () => {
    if (!indexRequest) setIndexRequest(fetchIndex());
    setOpen(true);
  };
  const close = () => dialogRef.current?.close();
  // Following a link moves focus to where it leads, not back to the launcher.
  const closeForNavigation = () => {
    navigating.current = true;
    close();
  };
  const onClose = () => {
    setOpen(false);
    if (!navigating.current) returnFocus.current?.focus();
    navigating.current = false;
  };

  const dialog = indexRequest && (
    <dialog
      ref={dialogRef}
      aria-labelledby="assistant-title"
      onClose={onClose}
      className="print-hidden fixed inset-0 m-0 h-dvh max-h-none w-full max-w-none overflow-y-auto bg-white p-0 text-ink shadow-lift backdrop:bg-slate-950/40 sm:inset-auto sm:right-6 sm:bottom-6 sm:h-[min(42rem,calc(100dvh-3rem))] sm:w-[26rem] sm:rounded-2xl sm:border sm:border-slate-200"
    >
      {/* On a short screen (400% zoom) the whole panel scrolls, its title bar and Close button kept on top. */}
      <div className="flex h-full flex-col [@media(max-height:30rem)]:h-auto [@media(max-height:30rem)]:min-h-full">
        <header className="sticky top-0 z-10 flex items-center gap-3 surface-dark px-4 py-3">
          <span className="inline-flex size-9 shrink-0 items-center justify-center rounded-full bg-white/10">
            <Icon name="sparkles" className="size-5 text-brand-200" />
          </span>
          <div className="min-w-0 flex-1">
            <h2 id="assistant-title" className="text-base leading-tight font-bold">
              Site assistant
            </h2>
            <p className="text-xs text-slate-300">Answers from this website&apos;s pages</p>
          </div>
          <button
            type="button"
            onClick={close}
            className="inline-flex size-10 items-center justify-center rounded-full text-white hover:bg-white/10"
          >
            <Icon name="x" className="size-5" />
            <span className="sr-only">Close assistant</span>
          </button>
        </header>
        <Suspense fallback={<Spinner label="Loading the assistant" className="flex-1" />}>
          <AssistantPanel
            indexRequest={indexRequest}
            onRetry={() => setIndexRequest(fetchIndex())}
            onNavigate={closeForNavigation}
          />
        </Suspense>
      </div>
    </dialog>
  );
  return { launcherRef, show, dialog };
}
