import { css } from '@emotion/react';
import ArrowRight from 'lucide-react/icons/arrow-right';
import { useI18n } from '../i18n/I18nProvider.tsx';
import { SiteLayout } from './SiteLayout.tsx';
import { usePageInfo } from '../render/PageContext.tsx';
import { color, label, media, space, text } from '../theme/tokens.ts';
import { ButtonLink } from '../components/ButtonLink.tsx';
import { Container } from '../components/Container.tsx';
import { LogLanes } from '../components/LogLanes.tsx';

// A reader past the log's end: the lanes beside the words, every offset read and nothing more
// to find; then the pages a visitor most likely wanted.
const band = css({
  paddingBlock: 'clamp(3rem, 10vw, 6.5rem)', display: 'grid', gap: space.xxl, alignItems: 'center',
  [media.md]: { gridTemplateColumns: 'minmax(0, 1.3fr) minmax(0, 1fr)' },
});
const copy = css({ display: 'grid', gap: space.lg, justifyItems: 'start' });
const code = css({ ...label, color: color.accentText });
const title = css({ fontSize: text.hero, letterSpacing: '-0.035em' });
const lead = css({ fontSize: text.lg, color: color.muted });
// Decoration for a wide screen only: a phone goes straight to the ways on.
const lanes = css({ color: color.text, maxWidth: '26rem', display: 'none', [media.md]: { display: 'block' } });
const next = css({ display: 'grid', gap: space.sm, justifySelf: 'stretch', paddingTop: space.lg, borderTop: `1px solid ${color.border}` });
const nextTitle = css({ ...label, color: color.muted });
const links = css({
  listStyle: 'none', padding: 0, margin: 0, display: 'flex', flexWrap: 'wrap', gap: `0 ${space.lg}`,
  a: { display: 'inline-flex', alignItems: 'center', gap: space.xs, minHeight: '2.75rem', fontWeight: 600, whiteSpace: 'nowrap', svg: { width: '1rem', height: '1rem' } },
});

/** The 404 view: HTTP 404, and site.ts logs the missing path to the console (data-not-found). */
export function NotFoundPage() {
  const { t, link } = useI18n();
  const page = usePageInfo();
  page.status = 404;
  // The missing address has no twin: the language switch leads to the other language's home.
  page.path = '/';
  return (
    <SiteLayout title={t('notFound.title')} description={t('notFound.description')}>
      <Container css={band}>
        <div css={copy}>
          <p css={code}>404</p>
          <h1 css={title} data-not-found="">{t('notFound.heading')}</h1>
          <p css={lead}>{t('notFound.text')}</p>
          <ButtonLink href={link('/')} variant="primary">{t('notFound.home')}</ButtonLink>
          <nav css={next} aria-labelledby="not-found-next">
            <h2 css={nextTitle} id="not-found-next">{t('notFound.next')}</h2>
            <ul css={links}>
              {([['/services', 'nav.services'], ['/case-studies', 'nav.caseStudies'], ['/consultation', 'nav.consultation']] as const).map(([path, key]) => (
                <li key={path}><a href={link(path)}>{t(key)}<ArrowRight aria-hidden="true" focusable="false" /></a></li>
              ))}
            </ul>
          </nav>
        </div>
        <LogLanes css={lanes} cells={10} lanes={[{ written: 10, read: 10 }, { written: 8, read: 8 }, { written: 9, read: 9 }]} />
      </Container>
    </SiteLayout>
  );
}
