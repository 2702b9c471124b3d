import { NotFoundPage } from '../layouts/NotFoundPage.tsx';

/** Any path no page matches (under /it/ too, in Italian). */
export default function UnknownPath() {
  return <NotFoundPage />;
}
