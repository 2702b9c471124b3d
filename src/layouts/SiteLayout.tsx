import { css } from '@emotion/react';
import type { ReactNode } from 'react';
import { Footer } from '../components/Footer.tsx';
import { Header } from '../components/Header.tsx';
import { SkipLink } from '../components/SkipLink.tsx';
import { usePageInfo } from '../render/PageContext.tsx';

const main = css({ display: 'block', outline: 'none' });

interface Props {
  /** The page's own title; the document title appends the site name. */
  title: string;
  /** Meta description: what this page offers, in this page's language. */
  description: string;
  children: ReactNode;
}

/** Every page's frame: skip link, header with the language switch, main content, footer. */
export function SiteLayout({ title, description, children }: Props) {
  const page = usePageInfo();
  // Rendering on the server is synchronous and once per page, so this is where the page
  // tells the document its head.
  page.title = title;
  page.description = description;
  return (
    <>
      <SkipLink />
      <Header currentPath={page.path} />
      <main id="main" tabIndex={-1} css={main}>
        {children}
      </main>
      <Footer />
    </>
  );
}
