import { NotFound } from '../../components/NotFound.tsx';

/** Any path the site does not have, for guests and members alike. */
export function NotFoundPage() {
  return <NotFound />;
}
