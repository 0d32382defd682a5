import { Icon } from "~/components/ui/icon";
import { data, Form } from "react-router";
import { Button } from "~/components/ui/button";
import { confirmationStatus, confirmSubscription } from "~/features/leads/actions.server";
import { ResultPage } from "~/features/leads/result-page";
import { getServices } from "~/lib/load-context";
import type { PageHandle } from "~/lib/page-handle";
import type { Route } from "./+types/newsletter.confirm";
import { siteConfig } from "~/lib/site-config";

const noStore = { "Cache-Control": "no-store" };
// The link's token is in the query.
export const handle: PageHandle = { readsQuery: true };

// Opening the link only shows the button: mail scanners open (GET or HEAD) every link in
// an e-mail, and must not confirm anyone. The visitor's press (a POST) confirms.
export async function loader({ request, context }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const state = await confirmationStatus(token, getServices(context).leads);
  const usable = state === "valid" || state === "confirmed";
  return data({ state, token: state === "valid" ? token : "" }, { status: usable ? 200 : 400, headers: noStore });
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData().catch(() => null);
  const token = form?.get("token");
  const outcome = typeof token === "string" ? await confirmSubscription(token, getServices(context).leads) : "invalid";
  return data({ outcome }, { status: outcome === "confirmed" ? 200 : 400, headers: noStore });
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  {
    title:
      loaderData?.state === "valid"
        ? `Confirm your subscription | ${siteConfig.productName}`
        : loaderData?.state === "confirmed"
          ? `Subscription confirmed | ${siteConfig.productName}`
          : `Confirmation link not valid | ${siteConfig.productName}`,
  },
  { name: "robots", content: "noindex" },
];

export default function ConfirmNewsletter({ loaderData, actionData }: Route.ComponentProps) {
  const outcome = actionData?.outcome ?? loaderData.state;
  if (outcome === "confirmed") {
    return (
      <ResultPage icon={<Icon name="circle-check" className="size-14 text-green-700" />} title="You're subscribed">
        <p>
          Thank you for confirming. Outbound Insights will arrive in your inbox; every e-mail has an unsubscribe link.
        </p>
      </ResultPage>
    );
  }
  if (outcome === "valid") {
    return (
      <ResultPage
        icon={<Icon name="mail-check" className="size-14 text-slate-500" />}
        title="Confirm your subscription"
      >
        <p>Press the button to start receiving Outbound Insights. You can unsubscribe at any time.</p>
        <Form method="post" className="mt-6">
          <input type="hidden" name="token" value={loaderData.token} />
          <Button type="submit" size="lg">
            Confirm my subscription
          </Button>
        </Form>
      </ResultPage>
    );
  }
  return (
    <ResultPage
      icon={<Icon name="circle-exclamation-point" className="size-14 text-amber-600" />}
      title="This link no longer works"
    >
      <p>
        {outcome === "expired"
          ? "Confirmation links are valid for 7 days and this one has expired."
          : "The link is incomplete or no longer valid."}{" "}
        Sign up again on the blog and we will send you a fresh link.
      </p>
    </ResultPage>
  );
}
