import { Icon } from "~/components/ui/icon";
import { Link } from "react-router";
import type { PostCardData } from "~/content/blog";
import { CoverPicture } from "./cover-picture";
import { CategoryBadge, PostMeta } from "./post-meta";

export function PostCard({ post, headingLevel = 3 }: { post: PostCardData; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <article className="group relative flex flex-col overflow-hidden rounded-card border border-slate-200 bg-white shadow-card transition-shadow hover:shadow-lift">
      <CoverPicture
        slug={post.slug}
        sizes="(min-width: 1024px) 360px, (min-width: 640px) 50vw, 100vw"
        alt=""
        className="aspect-[40/21] w-full object-cover"
      />
      <div className="flex flex-1 flex-col p-6">
        <CategoryBadge category={post.category} />
        <Heading className="mt-4 text-lg leading-snug font-bold text-balance">
          <Link to={`/blog/${post.slug}`} className="after:absolute after:inset-0 hover:text-brand-800">
            {post.title}
          </Link>
        </Heading>
        <p className="mt-2 flex-1 text-sm text-muted">{post.excerpt}</p>
        <PostMeta post={post} className="mt-5 text-slate-500" />
        <span aria-hidden="true" className="mt-4 inline-flex items-center gap-1 text-sm font-semibold text-brand-700">
          Read article
          <Icon name="arrow-right" className="size-4 transition-transform group-hover:translate-x-0.5" />
        </span>
      </div>
    </article>
  );
}

export function FeaturedPost({ post }: { post: PostCardData }) {
  return (
    <article className="group relative grid overflow-hidden rounded-card border border-slate-200 bg-white shadow-card transition-shadow hover:shadow-lift lg:grid-cols-2">
      <div className="flex items-center bg-brand-950">
        <CoverPicture
          slug={post.slug}
          sizes="(min-width: 1024px) 576px, 100vw"
          alt=""
          priority
          className="aspect-[40/21] w-full object-cover"
        />
      </div>
      <div className="flex flex-col justify-center p-6 sm:p-10">
        <CategoryBadge category={post.category} />
        <h3 className="mt-4 text-2xl font-bold tracking-tight text-balance sm:text-3xl">
          <Link to={`/blog/${post.slug}`} className="after:absolute after:inset-0 hover:text-brand-800">
            {post.title}
          </Link>
        </h3>
        <p className="mt-3 text-muted">{post.excerpt}</p>
        <PostMeta post={post} withAuthor className="mt-6 text-slate-500" />
      </div>
    </article>
  );
}
