import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { useBlogPosts } from '../../../features/blog/api/get-blog-posts';
import { BlogList } from '../../../features/blog/components/blog-list';
import { NewsletterSignup } from '../../../features/blog/components/newsletter-signup';
import { ResourceCards } from '../../../features/blog/components/resource-cards';
import { PublicPage } from '../../../features/marketing/components/public-page';

const RESOURCE_LINKS = {
  setupGuides: paths.help.getHref(),
  roiCalculator: paths.blog.post.getHref('return-on-lead-qualification-for-agencies'),
  successStories: `${paths.home.getHref()}#contact`,
};

function BlogSkeleton() {
  return (
    <div aria-hidden="true" className="space-y-10">
      <div className="h-64 animate-pulse rounded-2xl bg-slate-200" />
      <div className="h-10 w-2/3 animate-pulse rounded-full bg-slate-100" />
      <div className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {[0, 1, 2].map((i) => (
          <div key={i} className="h-72 animate-pulse rounded-2xl bg-slate-100" />
        ))}
      </div>
    </div>
  );
}

export default function BlogRoute() {
  const query = useBlogPosts();
  const { hash } = useLocation();

  // /blog#newsletter (from the status page) lands on the signup box.
  useEffect(() => {
    if (hash === '#newsletter') document.getElementById('newsletter')?.scrollIntoView();
  }, [hash]);

  return (
    <PublicPage
      title="Leadwise Blog"
      intro="Guides for UK estate and letting agents: winning more instructions from your enquiries, staying compliant, and getting the most from Leadwise."
      wide
    >
      <div className="space-y-16">
        {query.isPending && (
          <>
            <p className="sr-only" role="status">
              Loading articles...
            </p>
            <BlogSkeleton />
          </>
        )}
        {query.isError && (
          <div role="alert" className="rounded-2xl border border-red-200 bg-red-50 p-8 text-center">
            <h2 className="text-lg font-semibold text-red-800">Unable to Load Blog</h2>
            <p className="mt-2 text-red-700">Failed to load blog posts. Please try again later.</p>
            <Button variant="outline" className="mt-4" onClick={() => query.refetch()}>
              Try Again
            </Button>
          </div>
        )}
        {query.data && (
          <div className="space-y-4">
            {query.data.isFallback && (
              <Alert variant="info">We couldn't reach the blog just now, so these are our saved articles.</Alert>
            )}
            <BlogList posts={query.data.posts} />
          </div>
        )}
        <NewsletterSignup />
        <section aria-labelledby="resources-heading">
          <h2 id="resources-heading" className="text-2xl font-bold text-slate-900">
            More resources
          </h2>
          <div className="mt-6">
            <ResourceCards links={RESOURCE_LINKS} />
          </div>
        </section>
      </div>
    </PublicPage>
  );
}
