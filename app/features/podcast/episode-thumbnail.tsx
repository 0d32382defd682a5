import { useEffect, useRef, useState } from "react";
import {
  firstThumbnailStage,
  thumbnailAfterError,
  thumbnailAfterLoad,
  thumbnailUrl,
  type ThumbnailStage,
} from "./youtube";

// Light grounds, line art in the action and data colours (DESIGN.md, "Illustration system").
const grounds = ["#f8fafc", "#eef1ff", "#f0fdfa"] as const;

const sizes: Record<Exclude<ThumbnailStage, "placeholder">, { width: number; height: number }> = {
  hqdefault: { width: 480, height: 360 },
  mqdefault: { width: 320, height: 180 },
};

/**
 * Branded cover art drawn on the page: no request, never broken, one style for every episode.
 * The motif is the podcast's pulse line; the guest stays in the caption, not in the art.
 */
export function EpisodeArtwork({ index }: { index: number }) {
  const ground = grounds[index % grounds.length] ?? grounds[0];
  // Each cover's pulse beats at its own place along the line.
  const beat = 150 + ((index * 83) % 260);
  return (
    <svg
      viewBox="0 0 640 360"
      preserveAspectRatio="xMidYMid slice"
      className="block size-full"
      aria-hidden="true"
      focusable="false"
    >
      <rect width="640" height="360" fill={ground} />
      <path d="M0 300h640M0 240h640M0 120h640M0 60h640" stroke="#e2e8f0" strokeWidth="2" />
      <path
        d={`M0 180h${beat}l22-54 36 118 30-96 20 32h${532 - beat}`}
        fill="none"
        stroke="#0d9488"
        strokeWidth="5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <g transform="translate(36 30) scale(1.25)">
        <path d="M16 2.5 27 6.5v8.2c0 7-4.6 12.3-11 14.8C9.6 27 5 21.7 5 14.7V6.5z" fill="#0f766e" />
        <path
          d="M8.5 16h4l2-4.5 3.5 9 2-4.5h3.5"
          fill="none"
          stroke="#fff"
          strokeWidth="2.2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </g>
      <text x="84" y="60" fill="#0f172a" fontSize="19" fontWeight="700" letterSpacing="3">
        HEALTHTECH HEROES
      </text>
      <text x="36" y="326" fill="#3730a3" fontSize="22" fontWeight="700">
        Episode {index + 1}
      </text>
    </svg>
  );
}

/**
 * The episode's thumbnail: the branded artwork, or (when REMOTE_THUMBNAILS is on and the episode
 * has a video) YouTube's image with SPEC's fallback to the smaller one and finally to the artwork.
 */
export function EpisodeThumbnail({ videoId, index }: { videoId?: string; index: number }) {
  const [stage, setStage] = useState<ThumbnailStage>(() => (videoId ? firstThumbnailStage() : "placeholder"));
  const imageRef = useRef<HTMLImageElement>(null);

  // An image that settled before hydration fired its load or error event before React listened.
  useEffect(() => {
    const image = imageRef.current;
    if (image?.complete) setStage((current) => thumbnailAfterLoad(current, image.naturalWidth));
  }, []);

  if (stage === "placeholder" || !videoId) return <EpisodeArtwork index={index} />;
  return (
    <img
      ref={imageRef}
      src={thumbnailUrl(videoId, stage)}
      {...sizes[stage]}
      alt=""
      loading="lazy"
      decoding="async"
      className="block size-full object-cover"
      onLoad={(event) => setStage((current) => thumbnailAfterLoad(current, event.currentTarget.naturalWidth))}
      onError={() => setStage(thumbnailAfterError)}
    />
  );
}
