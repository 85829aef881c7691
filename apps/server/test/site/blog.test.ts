import type { BlogPost } from '@leadwise/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUILT_IN_POSTS } from '../../../web/src/features/blog/data/built-in-posts';
import type { App } from '../../src/app';
import { blogPosts } from '../../src/db/schema';
import { build, testDatabaseKind } from '../helper';
import { isolatedDatabase } from '../outbox/support';

const SEEDED_SLUGS = BUILT_IN_POSTS.map((p) => p.slug);

describe(`blog API (${testDatabaseKind})`, () => {
  let app: App;
  // Its own database, so the seven seeded posts are the only published ones whatever ran before.
  let database: Awaited<ReturnType<typeof isolatedDatabase>>;
  beforeAll(async () => {
    database = await isolatedDatabase();
    app = await build({ DATABASE_URL: database.url });
    const day = 24 * 60 * 60 * 1000;
    await app.db.insert(blogPosts).values([
      {
        slug: 'draft-post',
        title: 'Unfinished draft',
        excerpt: 'x',
        content: 'x',
        author: 'Leadwise Team',
        category: 'Lead Generation',
        readTime: '1 min read',
        isPublished: false,
        publishedAt: new Date(Date.now() - day),
      },
      {
        slug: 'scheduled-post',
        title: 'Goes out next week',
        excerpt: 'x',
        content: 'x',
        author: 'Leadwise Team',
        category: 'Lead Generation',
        readTime: '1 min read',
        publishedAt: new Date(Date.now() + 7 * day),
      },
    ]);
  });
  afterAll(async () => {
    await app.close();
    await database.drop();
  });

  const list = async (query = '') => {
    const res = await app.inject({ method: 'GET', url: `/api/blog${query}` });
    return { status: res.statusCode, body: res.json() as { success: boolean; data: BlogPost[]; error?: string } };
  };

  it('lists the seven seeded posts, newest first, without drafts or scheduled posts', async () => {
    const { status, body } = await list();
    expect(status).toBe(200);
    const slugs = body.data.map((p) => p.slug);
    expect(slugs).toHaveLength(7);
    expect(slugs).toEqual(expect.arrayContaining(SEEDED_SLUGS));
    const dates = body.data.map((p) => p.publishedAt);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('serves the same articles the web app falls back to', async () => {
    const { body } = await list();
    const pick = ({
      slug,
      title,
      excerpt,
      content,
      author,
      category,
      tags,
      featured,
      readTime,
      publishedAt,
    }: BlogPost) => ({ slug, title, excerpt, content, author, category, tags, featured, readTime, publishedAt });
    const bySlug = (a: { slug: string }, b: { slug: string }) => a.slug.localeCompare(b.slug);
    expect(body.data.map(pick).sort(bySlug)).toEqual(BUILT_IN_POSTS.map(pick).sort(bySlug));
  });

  it('filters by category in any letter case', async () => {
    const { body } = await list('?category=compliance');
    expect(body.data.length).toBeGreaterThan(1);
    expect(body.data.every((p) => p.category === 'Compliance')).toBe(true);
  });

  it('filters featured posts and limits the count', async () => {
    const featured = await list('?featured=true');
    expect(featured.body.data.map((p) => p.featured)).toEqual([true]);
    const notFeatured = await list('?featured=false');
    expect(notFeatured.body.data).toHaveLength(6);
    const limited = await list('?limit=2');
    expect(limited.body.data).toHaveLength(2);
  });

  it.each([
    ['?limit=0', 'limit must be a whole number from 1 to 50'],
    ['?limit=abc', 'limit must be a whole number from 1 to 50'],
    ['?featured=yes', 'featured must be true or false'],
  ])('answers %s with a 400', async (query, error) => {
    const { status, body } = await list(query);
    expect(status).toBe(400);
    expect(body).toMatchObject({ success: false, error });
  });

  it('opens one post by slug or by id', async () => {
    const bySlug = await app.inject({ method: 'GET', url: `/api/blog/${SEEDED_SLUGS[0]}` });
    expect(bySlug.statusCode).toBe(200);
    const post = bySlug.json().data as BlogPost;
    expect(post.slug).toBe(SEEDED_SLUGS[0]);
    expect(post.content.length).toBeGreaterThan(1000);
    const byId = await app.inject({ method: 'GET', url: `/api/blog/${post.id}` });
    expect(byId.json().data.slug).toBe(post.slug);
  });

  it.each(['draft-post', 'scheduled-post', 'no-such-post', '00000000-0000-0000-0000-000000000000'])(
    'answers %s with a 404',
    async (slug) => {
      const res = await app.inject({ method: 'GET', url: `/api/blog/${slug}` });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ success: false, error: 'Blog post not found' });
    },
  );
});
