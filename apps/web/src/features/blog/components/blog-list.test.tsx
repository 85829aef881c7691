import type { BlogPost } from '@leadwise/contracts';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { BUILT_IN_POSTS } from '../data/built-in-posts';
import { BlogList } from './blog-list';

const post = (overrides: Partial<BlogPost>): BlogPost => ({
  id: overrides.slug ?? 'p',
  slug: 'p',
  title: 'Title',
  excerpt: 'Excerpt',
  content: 'Body',
  author: 'Leadwise Team',
  category: 'Sales Tips',
  tags: ['tips'],
  featured: false,
  readTime: '5 min read',
  publishedAt: '2026-10-28T08:00:00.000Z',
  ...overrides,
});

const renderList = (posts: BlogPost[]) =>
  render(
    <MemoryRouter>
      <BlogList posts={posts} />
    </MemoryRouter>,
  );
const gridTitles = () =>
  within(screen.getByRole('list', { name: 'Articles' }))
    .queryAllByRole('heading')
    .map((h) => h.textContent);

describe('BlogList', () => {
  it('heroes the featured post and grids the others', () => {
    renderList(BUILT_IN_POSTS);
    const featured = BUILT_IN_POSTS.find((p) => p.featured)!;
    expect(screen.getByRole('article', { name: featured.title })).toBeInTheDocument();
    expect(gridTitles()).toHaveLength(BUILT_IN_POSTS.length - 1);
    expect(gridTitles()).not.toContain(featured.title);
  });

  it('heroes the first post when none is featured', () => {
    renderList([post({ slug: 'a', title: 'Newest' }), post({ slug: 'b', title: 'Older' })]);
    expect(screen.getByRole('article', { name: 'Newest' })).toBeInTheDocument();
    expect(gridTitles()).toEqual(['Older']);
  });

  it("offers 'All' plus each distinct category and filters the grid by it", async () => {
    const user = userEvent.setup();
    renderList([
      post({ slug: 'a', title: 'AML checks', category: 'Compliance', featured: true }),
      post({ slug: 'b', title: 'Ask about chains', category: 'Sales Tips' }),
      post({ slug: 'c', title: 'GDPR and chat', category: 'Compliance' }),
    ]);
    const chips = screen.getAllByRole('button').map((b) => b.textContent);
    expect(chips).toEqual(['All', 'Compliance', 'Sales Tips']);

    await user.click(screen.getByRole('button', { name: 'Compliance' }));
    expect(screen.getByRole('button', { name: 'Compliance' })).toHaveAttribute('aria-pressed', 'true');
    // A category lists all its posts, the featured one included, and drops the hero.
    expect(gridTitles()).toEqual(['AML checks', 'GDPR and chat']);
    expect(screen.queryByText(/^Featured ·/)).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'All' }));
    expect(gridTitles()).toEqual(['Ask about chains', 'GDPR and chat']);
  });

  it('shows each card with category, excerpt, tags, author, read time and short date', () => {
    renderList([post({ slug: 'a', title: 'Hero' }), post({ slug: 'b', title: 'Card', tags: ['AML', 'HMRC'] })]);
    const card = screen.getByRole('heading', { name: 'Card' }).closest('article')!;
    expect(within(card).getByText('Sales Tips')).toBeInTheDocument();
    expect(within(card).getByText('Excerpt')).toBeInTheDocument();
    expect(within(card).getByRole('list', { name: 'Tags' })).toHaveTextContent('AMLHMRC');
    expect(card).toHaveTextContent('Leadwise Team · 5 min read · 28 Oct 2026');
    expect(within(card).getByRole('link', { name: 'Card' })).toHaveAttribute('href', '/blog/b');
  });
});
