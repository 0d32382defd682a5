import { isOfferId, offerForPath, offers, type OfferId } from "~/content/offers";
import type { Services } from "~/lib/load-context";
import type { PostRefusal } from "~/lib/post-refusal";
import { siteConfig } from "~/lib/site-config";
import { automationReason } from "./automation";
import { CLIENT_HEADER, OFFER_FIELD, RECEIVED_AT_HEADER, SERVED_AT_FIELD, SOURCE_FIELD } from "./fields";
import {
  contactSchema,
  keptValues,
  newsletterSchema,
  repeatedFields,
  textFields,
  validate,
  type ContactField,
  type FormResult,
} from "./schemas";

export const contactFields = ["name", "email", "company", "role", "message", "consent"] as const;

/** A contact post's answer names the offer it was for: the page answering it speaks for that offer. */
export type ContactResult = FormResult<ContactField> & { offer: OfferId };
export type NewsletterResult = FormResult<"email">;
type Answer<Result> = { result: Result; status: number };
type Leads = Services["leads"];

async function readForm(request: Request): Promise<FormData | null> {
  try {
    return await request.formData();
  } catch {
    return null;
  }
}

const unreadable = {
  status: "error",
  errors: { form: "We could not read the form. Please try again." },
  values: {},
} as const;

/**
 * Stores a valid submission, then answers "thank you"; when the store fails the visitor
 * is told so, with what they typed kept, never thanked for something that was not saved.
 */
async function store<Field extends string>(
  save: () => Promise<unknown>,
  values: Partial<Record<Field, string>>,
): Promise<Answer<FormResult<Field>>> {
  try {
    await save();
    return { result: { status: "success" }, status: 200 };
  } catch (error) {
    // One line: the cause and where to look. The visitor keeps what they typed and is asked to retry.
    const cause = error instanceof Error ? error.message : String(error);
    console.error(
      `form post not stored (503): the lead database failed: ${cause}. Check DATABASE_URL or DATABASE_PATH.`,
    );
    const form = `We could not save this just now. Please try again in a minute, or write to us at ${siteConfig.email.contact}.`;
    return { result: { status: "error", errors: { form } as Partial<Record<Field, string>>, values }, status: 503 };
  }
}

/**
 * Why a valid post looks automated (automation.ts), or null; timed from when it arrived, its
 * signed time counted for its form and client.
 */
async function judge(form: FormData, request: Request, leads: Leads, name: "contact" | "newsletter") {
  const receivedAt = Number(request.headers.get(RECEIVED_AT_HEADER)) || undefined;
  const client = request.headers.get(CLIENT_HEADER) ?? "unknown";
  const servedAt = await leads.service.servedAt(form.get(SERVED_AT_FIELD), { receivedAt, form: name, client });
  return automationReason(form, servedAt, leads.config.FORM_MIN_FILL_MS);
}

/** Which contact form a post came from: the home page's section or the contact page. */
function contactSource(form: FormData | null): "home" | "contact" {
  return form?.get(SOURCE_FIELD) === "home" ? "home" : "contact";
}

/**
 * The offer a contact post was sent for: the one its form names, when it is one of the site's
 * offers (never free text); else (a page from before the field, a script) the offer of the page
 * its form is on.
 */
export function postedOffer(form: FormData | null): OfferId {
  const named = form?.get(OFFER_FIELD);
  if (isOfferId(named)) return named;
  return offerForPath(contactSource(form) === "home" ? "/" : "/contact");
}

function refusalAnswer<Field extends string>(
  form: FormData | null,
  refusal: PostRefusal,
  fields: readonly Field[],
): Answer<FormResult<Field>> {
  const values = (form ? textFields(form, fields) : {}) as Partial<Record<Field, string>>;
  const message = `${refusal.message} You can also write to us at ${siteConfig.email.contact}.`;
  const errors = { form: message } as Partial<Record<Field, string>>;
  return { result: { status: "error", errors, values }, status: refusal.status };
}

/**
 * A post the server's guards refused (server/forms.ts): nothing is validated or stored; the
 * form's page says why, with what the visitor typed (the server leaves out a body too large to read).
 */
export async function answerRefusal<Field extends string>(
  request: Request,
  refusal: PostRefusal,
  fields: readonly Field[],
): Promise<Answer<FormResult<Field>>> {
  return refusalAnswer(await readForm(request), refusal, fields);
}

/** A refused contact post: as answerRefusal, on the page of the offer it was sent for. */
export async function answerContactRefusal(request: Request, refusal: PostRefusal): Promise<Answer<ContactResult>> {
  const form = await readForm(request);
  const { result, status } = refusalAnswer(form, refusal, contactFields);
  return { result: { ...result, offer: postedOffer(form) }, status };
}

/**
 * Validates and stores a contact submission. Errors come first, so a person who sends an
 * empty form sees them however fast they were; a valid post that looks automated is kept
 * in quarantine, not forwarded.
 */
export async function submitContact(request: Request, leads: Leads): Promise<Answer<ContactResult>> {
  const form = await readForm(request);
  const offer = postedOffer(form);
  if (!form) return { result: { ...(unreadable as FormResult<ContactField>), offer }, status: 400 };
  const values = textFields(form, contactFields);
  const repeated = repeatedFields(form, contactFields);
  if (repeated)
    return { result: { status: "error", errors: repeated, values: keptValues(values), offer }, status: 400 };
  const checked = validate(contactSchema, values);
  if (!checked.ok) {
    return { result: { status: "error", errors: checked.errors, values: checked.values, offer }, status: 400 };
  }
  const { consent: _consent, ...contact } = checked.data;
  const quarantine = await judge(form, request, leads, "contact");
  const input = { ...contact, source: contactSource(form), offer: { id: offer, call: offers[offer].callText } };
  const { result, status } = await store(() => leads.service.submitContact(input, { quarantine }), values);
  return { result: { ...result, offer }, status };
}

/**
 * Starts a double opt-in. The answer is the same whether or not the address is
 * already on the list, so the form never reveals who subscribed.
 */
export async function subscribeToNewsletter(request: Request, leads: Leads): Promise<Answer<NewsletterResult>> {
  const form = await readForm(request);
  if (!form) return { result: unreadable as NewsletterResult, status: 400 };
  const values = textFields(form, ["email"]);
  const repeated = repeatedFields(form, ["email"]);
  if (repeated) return { result: { status: "error", errors: repeated, values: keptValues(values) }, status: 400 };
  const checked = validate(newsletterSchema, values);
  if (!checked.ok) return { result: { status: "error", errors: checked.errors, values: checked.values }, status: 400 };
  const quarantine = await judge(form, request, leads, "newsletter");
  return store(() => leads.service.subscribe(checked.data.email, { quarantine }), values);
}

/** Confirmation and unsubscribe links carry a 256-bit token in base64url. */
export function tokenShapeIsValid(token: string): boolean {
  return /^[\w-]{20,100}$/.test(token);
}

export function confirmationStatus(token: string, leads: Leads) {
  return tokenShapeIsValid(token) ? leads.service.confirmationStatus(token) : Promise.resolve("invalid" as const);
}

export function confirmSubscription(token: string, leads: Leads) {
  return tokenShapeIsValid(token) ? leads.service.confirm(token) : Promise.resolve("invalid" as const);
}

export async function unsubscribeTokenKnown(token: string, leads: Leads) {
  return tokenShapeIsValid(token) && (await leads.service.unsubscribeTokenKnown(token));
}

export function unsubscribe(token: string, leads: Leads) {
  return tokenShapeIsValid(token) ? leads.service.unsubscribe(token) : Promise.resolve("invalid" as const);
}
