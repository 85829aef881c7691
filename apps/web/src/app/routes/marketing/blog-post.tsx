import { ArrowLeft } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useParams } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { useBlogPost } from '../../../features/blog/api/get-blog-post';
import { PostContent } from '../../../features/blog/components/post-content';
import { formatPostDate } from '../../../features/blog/utils/format-post-date';
import { ApiError } from '../../../lib/api-client';

const backLink = (
  <Link
    to={paths.blog.getHref()}
    className="inline-flex items-center gap-1 text-sm font-medium text-blue-700 hover:underline"
  >
    <ArrowLeft aria-hidden="true" className="h-4 w-4" />
    Back to Blog
  </Link>
);

export default function BlogPostRoute() {
  const { slug = '' } = useParams();
  const query = useBlogPost(slug);
  const post = query.data;

  useEffect(() => {
    window.scrollTo({ top: 0, behavior: 'instant' });
  }, []);
  useEffect(() => {
    if (!post) return;
    const previous = document.title;
    document.title = `${post.title} | Leadwise Blog`;
    return () => {
      document.title = previous;
    };
  }, [post]);

  return (
    <div className="px-4 pb-20 pt-24 sm:px-6">
      <div className="mx-auto max-w-3xl">
        {backLink}
        {query.isPending && (
          <div aria-hidden="true" className="mt-8 space-y-4">
            <div className="h-10 w-3/4 animate-pulse rounded bg-slate-200" />
            <div className="h-4 w-1/3 animate-pulse rounded bg-slate-100" />
            <div className="h-96 animate-pulse rounded bg-slate-100" />
          </div>
        )}
        {query.isError && (
          <div role="alert" className="mt-8 rounded-2xl border border-slate-200 p-8 text-center">
            <h1 className="text-2xl font-bold text-slate-900">
              {query.error instanceof ApiError && query.error.status === 404
                ? 'Article not found'
                : 'Unable to load this article'}
            </h1>
            <p className="mt-2 text-slate-600">
              {query.error instanceof ApiError && query.error.status === 404
                ? 'It may have moved or been taken down.'
                : 'Please try again later.'}
            </p>
            <Link to={paths.blog.getHref()} className={buttonClasses({ className: 'mt-6' })}>
              See all articles
            </Link>
          </div>
        )}
        {post && (
          <article className="mt-8">
            <p className="text-sm font-semibold uppercase tracking-wide text-blue-700">{post.category}</p>
            <h1 className="mt-2 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{post.title}</h1>
            <p className="mt-4 text-sm text-slate-500">
              {post.author} · {post.readTime} ·{' '}
              <time dateTime={post.publishedAt}>{formatPostDate(post.publishedAt)}</time>
            </p>
            <p className="mt-6 text-xl text-slate-600">{post.excerpt}</p>
            <div className="mt-8 border-t border-slate-200 pt-8">
              <PostContent content={post.content} />
            </div>
            <ul aria-label="Tags" className="mt-10 flex flex-wrap gap-2">
              {post.tags.map((tag) => (
                <li key={tag} className="rounded-full bg-slate-100 px-3 py-1 text-sm text-slate-600">
                  {tag}
                </li>
              ))}
            </ul>
            <aside className="mt-12 rounded-2xl bg-blue-50 p-6">
              <h2 className="text-lg font-semibold text-slate-900">Qualify every enquiry, even at 10pm</h2>
              <p className="mt-1 text-slate-700">Try Leadwise free for 30 days. No credit card required.</p>
              <Link to={paths.auth.register.getHref()} className={buttonClasses({ className: 'mt-4' })}>
                Start Free Trial
              </Link>
            </aside>
          </article>
        )}
      </div>
    </div>
  );
}
