import { createContext, type MetaDescriptor, type RouterContextProvider } from "react-router";

/**
 * Whether the page being answered is a form shown again with errors: the action sets it, the
 * route's loader (which runs after it, in the same request) hands it to `meta`, which cannot see
 * an action's data. Prerendered, the page has no action: false.
 */
const formFailedContext = createContext<boolean>(false);

/** Called by a form's action with its answer. */
export function noteFormResult(context: Readonly<RouterContextProvider>, result: { status: string }): void {
  if (result.status === "error") context.set(formFailedContext, true);
}

export function formFailed(context: Readonly<RouterContextProvider>): boolean {
  return context.get(formFailedContext);
}

/** The page's title starts with "Error: " when its form failed, as the first thing a screen reader reads (GOV.UK). */
export function withErrorTitle(tags: MetaDescriptor[], failed: boolean | undefined): MetaDescriptor[] {
  if (!failed) return tags;
  return tags.map((tag) => ("title" in tag && typeof tag.title === "string" ? { title: `Error: ${tag.title}` } : tag));
}
