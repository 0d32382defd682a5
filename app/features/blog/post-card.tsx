import { Icon } from "~/components/ui/icon";
import { Unbroken } from "~/components/ui/unbroken";
import { Illustration } from "~/components/illustrations/illustration";
import type { PostCardData } from "~/content/blog";
import { cardClasses } from "~/features/listings/listing-grid";
import { CategoryBadge, PostMeta } from "./post-meta";

type PostCardProps = { post: PostCardData; headingLevel?: 2 | 3; className?: string };

/** An article's card: its category's motif (never the title twice), then the text; art beside it when wide. */
export function PostCard({ post, headingLevel = 3, className = "" }: PostCardProps) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <article className={`${cardClasses} flex w-full ${className}`}>
      <div className="flex w-full flex-col @xl:flex-row">
        <Illustration
          src={post.art}
          className="aspect-[40/21] w-full border-b border-slate-200 @xl:aspect-auto @xl:w-1/2 @xl:border-r @xl:border-b-0"
        />
        <div className="flex flex-1 flex-col p-6 @xl:justify-center @3xl:p-10">
          <CategoryBadge category={post.category} />
          <Heading className="mt-4 text-lg leading-snug font-bold tracking-tight text-balance @3xl:text-2xl">
            <a href={`/blog/${post.slug}`} className="after:absolute after:inset-0 hover:text-brand-800">
              <Unbroken>{post.title}</Unbroken>
            </a>
          </Heading>
          <p className="mt-2 flex-1 text-sm text-muted @xl:flex-none @3xl:text-base">{post.excerpt}</p>
          <PostMeta post={post} className="mt-5 text-slate-600" />
          <span aria-hidden="true" className="mt-4 inline-flex items-center gap-1 text-sm font-semibold text-brand-700">
            Read article
            <Icon
              name="arrow-right"
              className="size-4 transition-transform group-hover:translate-x-0.5 motion-reduce:transition-none"
            />
          </span>
        </div>
      </div>
    </article>
  );
}

/**
 * The newest article across the page: art and text side by side from 1024 px, where the art's box
 * is wide enough to show its whole subject (the band canvas.ts keeps it in); stacked below that.
 */
export function FeaturedPost({ post }: { post: PostCardData }) {
  return (
    <article className={`${cardClasses} grid lg:grid-cols-2`}>
      <Illustration
        src={post.art}
        priority
        className="aspect-[40/21] h-full w-full border-b border-slate-200 lg:border-r lg:border-b-0"
      />
      <div className="flex flex-col justify-center p-6 sm:p-10">
        <CategoryBadge category={post.category} />
        <h3 className="mt-4 text-2xl font-bold tracking-tight text-balance sm:text-3xl">
          <a href={`/blog/${post.slug}`} className="after:absolute after:inset-0 hover:text-brand-800">
            <Unbroken>{post.title}</Unbroken>
          </a>
        </h3>
        <p className="mt-3 text-muted">{post.excerpt}</p>
        <PostMeta post={post} withAuthor className="mt-6 text-slate-600" />
      </div>
    </article>
  );
}
