import { CaseStudyListPage } from '../../layouts/CaseStudyListPage.tsx';

/** /case-studies: the first page of the list. */
export default function CaseStudiesPage() {
  return <CaseStudyListPage list={{ page: 1 }} />;
}
