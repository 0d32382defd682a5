import { PodcastChannelList } from "./channel-list";
import { SampleLabel } from "./sample-label";

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
      <PodcastChannelList className="mt-4" />
      {samples && (
        <p className="mt-4 text-sm text-muted">
          The episodes on this page are samples: roles and lines are illustrative until the first real episodes are
          published.
        </p>
      )}
    </div>
  );
}
