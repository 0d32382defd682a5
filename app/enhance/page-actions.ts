import { popupFeatures } from "~/features/blog/share";
import { elementOf, isModifiedClick } from "./dom";

/** How long a copy button shows that it copied. */
const COPIED_MS = 3000;

/**
 * The page's own buttons: print (`data-action="print"`), copy link (`data-action="copy-link"`,
 * the page's address or `data-url`, the outcome in the element `data-status` names), the
 * browser's share sheet (`data-action="web-share"`, shown only where the browser has one), and
 * the share links (`a[data-share]`), which open their sharer in a 600x400 pop-up (SPEC); without
 * script the links open it in a new tab and the buttons are hidden (the needs-script utility).
 */
export function initPageActions(document: Document): void {
  document.addEventListener("click", (event) => {
    const target = elementOf(event);
    const action = target?.closest<HTMLElement>("[data-action]");
    if (action?.dataset.action === "print") window.print();
    else if (action?.dataset.action === "copy-link") void copyLink(action);
    else if (action?.dataset.action === "web-share") void webShare(action);
    const share = target?.closest<HTMLAnchorElement>("a[data-share]");
    if (share && !isModifiedClick(event)) {
      event.preventDefault();
      const screen = {
        left: window.screenX,
        top: window.screenY,
        width: window.outerWidth,
        height: window.outerHeight,
      };
      window.open(share.href, `share-${share.dataset.share}`, popupFeatures(screen));
    }
  });
  if (typeof navigator.share === "function") {
    for (const button of document.querySelectorAll<HTMLElement>("[data-action=web-share]")) button.hidden = false;
  }
}

async function copyLink(button: HTMLElement): Promise<void> {
  const url = button.dataset.url ?? window.location.href;
  const status = button.dataset.status ? document.getElementById(button.dataset.status) : null;
  try {
    await navigator.clipboard.writeText(url);
    button.dataset.state = "copied";
    if (status) status.textContent = button.dataset.copied ?? "Link copied.";
    window.setTimeout(() => {
      delete button.dataset.state;
      if (status) status.textContent = "";
    }, COPIED_MS);
  } catch {
    if (status && button.dataset.failed) status.textContent = button.dataset.failed;
    else window.prompt("Copy this link:", url);
  }
}

async function webShare(button: HTMLElement): Promise<void> {
  const { url = window.location.href, title = document.title, text } = button.dataset;
  // A visitor who closes the share sheet cancels it: nothing to report.
  await navigator.share({ url, title, text }).catch(() => {});
}
