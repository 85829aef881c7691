/** The browser tab's title for this page; React hoists it into <head> and restores on leave. */
export function PageTitle({ title }: { title: string }) {
  return <title>{`${title} · Leadwise`}</title>;
}
