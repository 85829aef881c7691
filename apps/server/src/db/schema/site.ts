import { boolean, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

export const blogPosts = pgTable(
  'blog_posts',
  {
    id: uuid().primaryKey().defaultRandom(),
    slug: text().notNull(),
    title: text().notNull(),
    excerpt: text().notNull(),
    content: text().notNull(),
    author: text().notNull(),
    category: text().notNull(),
    tags: jsonb().$type<string[]>().notNull().default([]),
    featured: boolean().notNull().default(false),
    readTime: text().notNull(),
    isPublished: boolean().notNull().default(true),
    publishedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('blog_posts_slug_unique').on(t.slug), index('blog_posts_published_idx').on(t.publishedAt)],
);

export const newsletterSubscribers = pgTable(
  'newsletter_subscribers',
  {
    id: uuid().primaryKey().defaultRandom(),
    email: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('newsletter_subscribers_email_unique').on(t.email)],
);

export const contactRequests = pgTable('contact_requests', {
  id: uuid().primaryKey().defaultRandom(),
  name: text().notNull(),
  email: text().notNull(),
  agency: text().notNull().default(''),
  message: text().notNull(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

export const incidents = pgTable('incidents', {
  id: uuid().primaryKey().defaultRandom(),
  title: text().notNull(),
  status: text().$type<'resolved' | 'monitoring' | 'identified' | 'investigating'>().notNull(),
  severity: text().$type<'critical' | 'major' | 'minor'>().notNull(),
  description: text().notNull(),
  startedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
