import type { BlogPost } from '@leadwise/contracts';
import { useState } from 'react';
import { Link } from 'react-router';
import { FilterChips } from '../../../components/ui/filter-chips';
import { paths } from '../../../config/paths';
import { formatPostDate } from '../utils/format-post-date';

const ALL = 'All';

/** Tags, author, read time and date: the line under every post. */
function PostMeta({ post, className = 'text-sm text-slate-500' }: { post: BlogPost; className?: string }) {
  return (
    <p className={className}>
      {post.author} · {post.readTime} · <time dateTime={post.publishedAt}>{formatPostDate(post.publishedAt)}</time>
    </p>
  );
}

function Tags({ tags }: { tags: string[] }) {
  return (
    <ul aria-label="Tags" className="flex flex-wrap gap-1.5">
      {tags.map((tag) => (
        <li key={tag} className="rounded-full bg-slate-100 px-2 py-0.5 text-xs text-slate-600">
          {tag}
        </li>
      ))}
    </ul>
  );
}

function FeaturedPost({ post }: { post: BlogPost }) {
  return (
    <article
      aria-labelledby="featured-title"
      className="rounded-2xl bg-gradient-to-br from-blue-700 to-blue-900 p-8 text-white sm:p-10"
    >
      <p className="text-sm font-semibold uppercase tracking-wide text-blue-200">Featured · {post.category}</p>
      <h2 id="featured-title" className="mt-3 text-2xl font-bold sm:text-3xl">
        <Link to={paths.blog.post.getHref(post.slug)} className="hover:underline">
          {post.title}
        </Link>
      </h2>
      <p className="mt-4 max-w-3xl text-lg text-blue-100">{post.excerpt}</p>
      <PostMeta post={post} className="mt-6 text-sm text-blue-200" />
    </article>
  );
}

function PostCard({ post }: { post: BlogPost }) {
  return (
    <li>
      <article className="flex h-full flex-col rounded-2xl border border-slate-200 p-6 transition-shadow hover:shadow-md">
        <p className="text-xs font-semibold uppercase tracking-wide text-blue-700">{post.category}</p>
        <h3 className="mt-2 text-lg font-semibold text-slate-900">
          <Link to={paths.blog.post.getHref(post.slug)} className="hover:text-blue-700">
            {post.title}
          </Link>
        </h3>
        <p className="mt-2 flex-1 text-slate-600">{post.excerpt}</p>
        <div className="mt-4 space-y-3">
          <Tags tags={post.tags} />
          <PostMeta post={post} />
        </div>
      </article>
    </li>
  );
}

/** The featured post is the first one flagged featured, else the newest (spec section 2). */
export const pickFeatured = (posts: BlogPost[]) => posts.find((p) => p.featured) ?? posts[0];

/** Featured hero, category chips ('All' plus each distinct category) and the grid of posts. */
export function BlogList({ posts }: { posts: BlogPost[] }) {
  const [category, setCategory] = useState(ALL);
  const categories = [ALL, ...new Set(posts.map((p) => p.category))];
  const featured = pickFeatured(posts);
  // 'All' shows the featured post in the hero and the rest below; a category shows all of its posts.
  const grid = category === ALL ? posts.filter((p) => p !== featured) : posts.filter((p) => p.category === category);

  if (posts.length === 0) {
    return <p className="rounded-2xl border border-slate-200 p-8 text-center text-slate-600">No articles yet.</p>;
  }
  return (
    <div className="space-y-10">
      {category === ALL && featured && <FeaturedPost post={featured} />}
      <FilterChips legend="Filter articles by category" options={categories} value={category} onChange={setCategory} />
      <ul aria-label="Articles" className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {grid.map((post) => (
          <PostCard key={post.id} post={post} />
        ))}
      </ul>
    </div>
  );
}
