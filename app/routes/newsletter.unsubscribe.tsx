import { Icon } from "~/components/ui/icon";
import { data, Form } from "react-router";
import { Button } from "~/components/ui/button";
import { unsubscribe, unsubscribeTokenKnown } from "~/features/leads/actions.server";
import { ResultPage } from "~/features/leads/result-page";
import { getServices } from "~/lib/load-context";
import type { PageHandle } from "~/lib/page-handle";
import type { Route } from "./+types/newsletter.unsubscribe";
import { siteConfig } from "~/lib/site-config";

const noStore = { "Cache-Control": "no-store" };
// The link's token is in the query.
export const handle: PageHandle = { readsQuery: true };

export async function loader({ request, context }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const known = await unsubscribeTokenKnown(token, getServices(context).leads);
  return data({ token: known ? token : "" }, { status: known ? 200 : 400, headers: noStore });
}

// A GET only shows the button: link scanners in mail clients must not unsubscribe anyone.
// The button posts the token as a field; a mail client's RFC 8058 one-click unsubscribe
// posts "List-Unsubscribe=One-Click" to the link itself, token in the query.
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData().catch(() => null);
  const field = form?.get("token");
  const token = typeof field === "string" ? field : (new URL(request.url).searchParams.get("token") ?? "");
  const outcome = await unsubscribe(token, getServices(context).leads);
  return data({ outcome }, { status: outcome === "unsubscribed" ? 200 : 400, headers: noStore });
}

export const meta: Route.MetaFunction = () => [
  { title: `Unsubscribe from Outbound Insights | ${siteConfig.productName}` },
  { name: "robots", content: "noindex" },
];

export default function Unsubscribe({ loaderData, actionData }: Route.ComponentProps) {
  if (actionData?.outcome === "unsubscribed") {
    return (
      <ResultPage icon={<Icon name="circle-check" className="size-14 text-green-700" />} title="You're unsubscribed">
        <p>We will not send you Outbound Insights any more. You can subscribe again at any time on the blog.</p>
      </ResultPage>
    );
  }
  if (!loaderData.token || actionData?.outcome === "invalid") {
    return (
      <ResultPage icon={<Icon name="mail-x" className="size-14 text-amber-600" />} title="This link no longer works">
        <p>
          The unsubscribe link is incomplete. Use the link in your latest e-mail, or write to us and we will remove you.
        </p>
      </ResultPage>
    );
  }
  return (
    <ResultPage
      icon={<Icon name="mail-x" className="size-14 text-slate-500" />}
      title="Unsubscribe from Outbound Insights"
    >
      <p>Confirm below and we will stop sending you the newsletter.</p>
      <Form method="post" className="mt-6">
        <input type="hidden" name="token" value={loaderData.token} />
        <Button type="submit" size="lg">
          Unsubscribe
        </Button>
      </Form>
    </ResultPage>
  );
}
