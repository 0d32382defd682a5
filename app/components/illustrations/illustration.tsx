type IllustrationProps = {
  /** A motif (motifSrc) or a case study's chart (headlineChartSrc), chosen on the server. */
  src: string;
  className?: string;
  /** The art is the largest image in the first screen: fetch it first. */
  priority?: boolean;
};

/**
 * The illustration system's art as an image: decorative line art on a light ground, drawn on a
 * 640 x 336 canvas. An image, not inline SVG, so it adds nothing to the page's JavaScript. The
 * files have no size of their own and fit their drawing into any box (canvas.ts), so give the
 * image a box, never `object-cover`, which would crop it to the canvas's shape again.
 */
export function Illustration({ src, className, priority = false }: IllustrationProps) {
  return (
    <img
      src={src}
      alt=""
      width={640}
      height={336}
      loading={priority ? "eager" : "lazy"}
      fetchPriority={priority ? "high" : "auto"}
      decoding="async"
      className={className}
    />
  );
}
