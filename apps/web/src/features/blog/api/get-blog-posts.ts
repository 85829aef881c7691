import type { BlogPost } from '@leadwise/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export interface BlogPostsResult {
  posts: BlogPost[];
  /** True when the API failed and the built-in articles are shown instead (spec section 4). */
  isFallback: boolean;
}

/** The built-in articles load only when needed, so the blog page does not carry them. */
export const loadBuiltInPosts = async () => (await import('../data/built-in-posts')).BUILT_IN_POSTS;

export async function getBlogPosts({ signal }: { signal?: AbortSignal } = {}): Promise<BlogPostsResult> {
  try {
    return { posts: await apiRequest<BlogPost[]>('/blog', { auth: false, signal }), isFallback: false };
  } catch (error) {
    if (signal?.aborted) throw error;
    console.warn('Blog API failed; showing the built-in articles', error);
    return { posts: await loadBuiltInPosts(), isFallback: true };
  }
}

export const getBlogPostsQueryOptions = () =>
  queryOptions({ queryKey: ['blog-posts'], queryFn: ({ signal }) => getBlogPosts({ signal }), staleTime: 5 * 60_000 });

export const useBlogPosts = () => useQuery(getBlogPostsQueryOptions());
