import { NotFound } from '../components/NotFound.tsx';

/** Any path no page matches (under /it/ too, in Italian). */
export default function NotFoundPage() {
  return <NotFound />;
}
