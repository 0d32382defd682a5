import { coverImage } from "./cover";

type CoverPictureProps = {
  slug: string;
  /** The `sizes` attribute: how wide the cover is drawn at each breakpoint. */
  sizes: string;
  alt: string;
  className?: string;
  /** The cover is the page's largest image in the first screen: fetch it first. */
  priority?: boolean;
};

/** An article cover: WebP for browsers that take it, JPEG otherwise, each at 600/800/1200 px. */
export function CoverPicture({ slug, sizes, alt, className, priority = false }: CoverPictureProps) {
  const cover = coverImage(slug);
  return (
    <picture className="contents">
      <source type="image/webp" srcSet={cover.webpSrcSet} sizes={sizes} />
      <img
        src={cover.src}
        srcSet={cover.srcSet}
        sizes={sizes}
        width={cover.width}
        height={cover.height}
        alt={alt}
        loading={priority ? "eager" : "lazy"}
        fetchPriority={priority ? "high" : "auto"}
        decoding="async"
        className={className}
      />
    </picture>
  );
}
