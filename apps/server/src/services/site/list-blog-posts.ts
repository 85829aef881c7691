import { BLOG_LIST_MAX, type BlogListQuery, type BlogPost } from '@leadwise/contracts';
import { and, desc, eq, lte, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { blogPosts } from '../../db/schema';

type BlogPostRow = typeof blogPosts.$inferSelect;

export function toBlogPost(row: BlogPostRow): BlogPost {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    excerpt: row.excerpt,
    content: row.content,
    author: row.author,
    category: row.category,
    tags: row.tags,
    featured: row.featured,
    readTime: row.readTime,
    publishedAt: row.publishedAt.toISOString(),
  };
}

/** Published means flagged so and dated now or earlier: a post can be scheduled for later. */
export function isPublishedAt(now: Date) {
  return and(eq(blogPosts.isPublished, true), lte(blogPosts.publishedAt, now));
}

/** Published posts, newest first, optionally one category (any letter case) or only featured ones. */
export async function listBlogPosts(
  { db, now = new Date() }: { db: Executor; now?: Date },
  query: BlogListQuery,
): Promise<BlogPost[]> {
  const rows = await db
    .select()
    .from(blogPosts)
    .where(
      and(
        isPublishedAt(now),
        query.category === undefined ? undefined : sql`lower(${blogPosts.category}) = lower(${query.category})`,
        query.featured === undefined ? undefined : eq(blogPosts.featured, query.featured),
      ),
    )
    .orderBy(desc(blogPosts.publishedAt), desc(blogPosts.id))
    .limit(query.limit ?? BLOG_LIST_MAX);
  return rows.map(toBlogPost);
}
