import type { BlogPost } from '@leadwise/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { loadBuiltInPosts } from './get-blog-posts';

/** One article by slug; a built-in copy stands in when the API is unreachable, but not for a 404. */
export async function getBlogPost(slug: string, { signal }: { signal?: AbortSignal } = {}): Promise<BlogPost> {
  try {
    return await apiRequest<BlogPost>(`/blog/${encodeURIComponent(slug)}`, { auth: false, signal });
  } catch (error) {
    if (signal?.aborted || (error instanceof ApiError && error.status === 404)) throw error;
    const builtIn = (await loadBuiltInPosts()).find((post) => post.slug === slug);
    if (!builtIn) throw error;
    return builtIn;
  }
}

export const getBlogPostQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: ['blog-posts', slug],
    queryFn: ({ signal }) => getBlogPost(slug, { signal }),
    staleTime: 5 * 60_000,
    retry: (failureCount, error) => !(error instanceof ApiError && error.status === 404) && failureCount < 1,
  });

export const useBlogPost = (slug: string) => useQuery(getBlogPostQueryOptions(slug));
