import type { BlogPost } from '@leadwise/contracts';
import { and, eq, or } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { blogPosts } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { isPublishedAt, toBlogPost } from './list-blog-posts';

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** One published post by its slug (what links use) or its id; drafts and scheduled posts are 404s. */
export async function getBlogPost(
  { db, now = new Date() }: { db: Executor; now?: Date },
  slugOrId: string,
): Promise<BlogPost> {
  // Only a uuid-shaped value is compared with the uuid column: anything else would be a cast error.
  const match = UUID_PATTERN.test(slugOrId)
    ? or(eq(blogPosts.id, slugOrId.toLowerCase()), eq(blogPosts.slug, slugOrId))
    : eq(blogPosts.slug, slugOrId.toLowerCase());
  const [row] = await db
    .select()
    .from(blogPosts)
    .where(and(isPublishedAt(now), match))
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND', 'Blog post not found');
  return toBlogPost(row);
}
