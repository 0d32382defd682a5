import { CircleAlert, CircleCheck } from "lucide-react";
import { data } from "react-router";
import { confirmSubscription } from "~/features/leads/actions.server";
import { ResultPage } from "~/features/leads/result-page";
import type { Route } from "./+types/newsletter.confirm";
import { siteConfig } from "~/lib/site-config";

export function loader({ request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const outcome = token.length >= 20 && token.length <= 100 ? confirmSubscription(token) : "invalid";
  return data({ outcome }, { status: outcome === "confirmed" ? 200 : 400, headers: { "Cache-Control": "no-store" } });
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  {
    title:
      loaderData?.outcome === "confirmed"
        ? `Subscription confirmed | ${siteConfig.productName}`
        : `Confirmation link not valid | ${siteConfig.productName}`,
  },
  { name: "robots", content: "noindex" },
];

export default function ConfirmNewsletter({ loaderData }: Route.ComponentProps) {
  if (loaderData.outcome === "confirmed") {
    return (
      <ResultPage
        icon={<CircleCheck aria-hidden="true" className="size-14 text-green-700" />}
        title="You're subscribed"
      >
        <p>
          Thank you for confirming. Outbound Insights will arrive in your inbox; every e-mail has an unsubscribe link.
        </p>
      </ResultPage>
    );
  }
  return (
    <ResultPage
      icon={<CircleAlert aria-hidden="true" className="size-14 text-amber-600" />}
      title="This link no longer works"
    >
      <p>
        {loaderData.outcome === "expired"
          ? "Confirmation links are valid for 7 days and this one has expired."
          : "The link is incomplete or has already been used."}{" "}
        Sign up again on the blog and we will send you a fresh link.
      </p>
    </ResultPage>
  );
}
