import { Icon } from "~/components/ui/icon";
import { ExternalLink } from "~/components/ui/button";
import { siteConfig } from "~/lib/site-config";

/**
 * The podcast's channels (video, audio, professional network), one external link per row: on the
 * home page and on /healthtech-heroes. `videoLabel` words the video link for its page.
 */
export function PodcastChannelList({
  className = "",
  videoLabel = "Watch on our video channel",
}: {
  className?: string;
  videoLabel?: string;
}) {
  const channels = [
    { href: siteConfig.podcast.video, icon: "circle-play", label: videoLabel },
    { href: siteConfig.podcast.audio, icon: "headphones", label: "Listen to the audio podcast" },
    { href: siteConfig.podcast.network, icon: "users", label: "Follow us on our professional network" },
  ] as const;
  return (
    <ul className={`divide-y divide-slate-200 border-y border-slate-200 ${className}`}>
      {channels.map(({ href, icon, label }) => (
        <li key={icon}>
          <ExternalLink
            href={href}
            className="flex min-h-12 items-center gap-3 py-2 font-semibold text-brand-800 underline-offset-4 hover:underline"
          >
            <Icon name={icon} className="size-5 shrink-0" />
            {label}
          </ExternalLink>
        </li>
      ))}
    </ul>
  );
}
