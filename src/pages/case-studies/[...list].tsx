import { useParams } from 'react-router-dom';
import { CaseStudyListPage } from '../../layouts/CaseStudyListPage.tsx';
import { NotFoundPage } from '../../layouts/NotFoundPage.tsx';
import { parseListPath } from '../../content/caseStudyLists.ts';

/** The list's other pages: /case-studies/page/2, /case-studies/technology/<tech>[/page/2], /case-studies/industry/<industry>[/page/2]. */
export default function CaseStudyListPages() {
  const { '*': rest = '' } = useParams();
  const list = parseListPath(rest);
  return list ? <CaseStudyListPage list={list} /> : <NotFoundPage />;
}
