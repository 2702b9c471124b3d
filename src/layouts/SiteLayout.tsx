import { css } from '@emotion/react';
import type { ReactNode } from 'react';
import { Container } from '../components/Container.tsx';
import { Footer } from '../components/Footer.tsx';
import { Header } from '../components/Header.tsx';
import { SkipLink } from '../components/SkipLink.tsx';
import { settings } from '../content/index.ts';
import { useI18n } from '../i18n/I18nProvider.tsx';
import { usePageInfo, type PageInfo } from '../render/PageContext.tsx';
import { usePageUrls } from '../render/usePageUrls.ts';
import { feedPath } from '../seo/urls.ts';
import type { JsonLd } from '../seo/structuredData.ts';
import { LanguageHint } from '../components/LanguageHint.tsx';

const main = css({ display: 'block', outline: 'none' });
const source = css({ fontSize: '0.875rem' });

interface Props {
  /** The page's own title, unique on the site; the document title appends the site name. */
  title: string;
  /** Meta description: what this page offers, in this page's language. */
  description: string;
  /** Words above the title on the link-preview image; the site's tagline by default. */
  kicker?: string;
  type?: PageInfo['type'];
  structuredData?: JsonLd[];
  children: ReactNode;
}

/**
 * Every page's frame: skip link, header with the language switch, main content, footer. Printed,
 * a page is its <main> alone (src/theme/print.ts), closed by where it comes from.
 */
export function SiteLayout({ title, description, kicker, type = 'website', structuredData = [], children }: Props) {
  const page = usePageInfo();
  const { t, link } = useI18n();
  const { pageUrl } = usePageUrls();
  // Rendering on the server is synchronous and once per page, so this is where the page
  // tells the document its head.
  const feed = { path: link(feedPath), title: t('feed.title', { name: settings.name }) };
  Object.assign(page, { title, description, kicker: kicker ?? t('hero.eyebrow'), type, structuredData, feed });
  return (
    <>
      <SkipLink />
      <LanguageHint />
      <Header currentPath={page.path} />
      <main id="main" tabIndex={-1} css={main}>
        {children}
        {page.status !== 404 && <Container className="print-only"><p css={source}>{settings.name} · {pageUrl}</p></Container>}
      </main>
      <Footer />
    </>
  );
}
