import { useMatches } from 'react-router';
import { PageTitle } from '../components/ui/page-title';

export interface RouteHandle {
  /** The browser tab's title, declared beside the route. */
  title: string;
}

function hasTitle(handle: unknown): handle is RouteHandle {
  return typeof handle === 'object' && handle !== null && typeof (handle as RouteHandle).title === 'string';
}

/** The deepest matched route's title, so every page names itself in the tab and history. */
export function RouteTitle() {
  const title = useMatches()
    .map((match) => match.handle)
    .filter(hasTitle)
    .at(-1)?.title;
  return title ? <PageTitle title={title} /> : null;
}
