import { Icon } from "~/components/ui/icon";
import { ExternalLink } from "~/components/ui/button";
import { siteConfig } from "~/lib/site-config";
import { SampleLabel } from "./sample-label";

const channels = [
  { href: siteConfig.podcast.video, icon: "circle-play", label: "Watch on our video channel" },
  { href: siteConfig.podcast.audio, icon: "headphones", label: "Listen to the audio podcast" },
  { href: siteConfig.podcast.network, icon: "users", label: "Follow us on our professional network" },
] as const;

/** Where to watch, listen and follow, under the podcast's pulse-line motif, with the sample label. */
export function PodcastChannels({ episodeCount, samples }: { episodeCount: number; samples: boolean }) {
  return (
    <div className="min-w-0 rounded-2xl border border-slate-200 bg-slate-50 p-6 sm:p-8">
      {/* The podcast's motif, a pulse line, drawn in the page: no image request. */}
      <svg viewBox="0 0 320 64" className="h-16 w-full text-data-600" aria-hidden="true" focusable="false">
        <path d="M0 32h320" stroke="#e2e8f0" strokeWidth="2" />
        <path
          d="M0 32h120l10-22 18 48 14-40 10 14h148"
          fill="none"
          stroke="currentColor"
          strokeWidth="3"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-lg font-semibold">Watch, listen and follow</h2>
        {samples && <SampleLabel>{`${episodeCount} sample episodes`}</SampleLabel>}
      </div>
      <ul className="mt-4 divide-y divide-slate-200 border-y border-slate-200">
        {channels.map(({ href, icon, label }) => (
          <li key={label}>
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
      {samples && (
        <p className="mt-4 text-sm text-muted">
          The episodes on this page are samples: roles and lines are illustrative until the first real episodes are
          published.
        </p>
      )}
    </div>
  );
}
