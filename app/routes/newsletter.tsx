import { data } from "react-router";
import { answerRefusal, subscribeToNewsletter } from "~/features/leads/actions.server";
import { NewsletterForm } from "~/features/leads/newsletter-form";
import { buildMeta } from "~/lib/seo";
import { getServices, postRefusal } from "~/lib/load-context";
import { formFailed, noteFormResult, withErrorTitle } from "~/lib/form-error";
import type { Route } from "./+types/newsletter";
import { siteConfig } from "~/lib/site-config";

export const meta: Route.MetaFunction = ({ loaderData }) =>
  withErrorTitle(
    buildMeta({
      title: "Subscribe to Outbound Insights",
      description: `Get ${siteConfig.productName}'s Outbound Insights by email: playbooks on outbound sales, BDR costs and pipeline math. Double opt-in, unsubscribe at any time.`,
      path: "/newsletter",
      robots: "noindex, follow",
    }),
    loaderData?.formFailed,
  );

/** Whether this answer is the form again with errors (app/lib/form-error.ts): its title says so. */
export function loader({ context }: Route.LoaderArgs) {
  return { formFailed: formFailed(context) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const refusal = postRefusal(context);
  const { result, status } = refusal
    ? await answerRefusal(request, refusal, ["email"])
    : await subscribeToNewsletter(request, getServices(context).leads);
  noteFormResult(context, result);
  return data(result, { status });
}

/** Where the sign-up form lands without JavaScript, and a sign-up page of its own. */
export default function Newsletter({ actionData }: Route.ComponentProps) {
  return (
    <div className="container-page max-w-2xl py-20 text-center">
      <h1 className="text-4xl font-extrabold tracking-tight">Outbound Insights, in your inbox</h1>
      <p className="mx-auto mt-4 max-w-xl text-lg text-muted">
        Practical playbooks on outbound sales for founders and sales leaders. We ask you to confirm your address first,
        and every e-mail has an unsubscribe link.
      </p>
      <div className="mx-auto mt-10 max-w-lg text-left">
        <NewsletterForm placement="page" result={actionData} />
      </div>
    </div>
  );
}
