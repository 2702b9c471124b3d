import { css } from '@emotion/react';
import { useI18n } from '../i18n/I18nProvider.tsx';
import { SiteLayout } from './SiteLayout.tsx';
import { usePageInfo } from '../render/PageContext.tsx';
import { color, space, text } from '../theme/tokens.ts';
import { ButtonLink } from '../components/ButtonLink.tsx';
import { Container } from '../components/Container.tsx';

const band = css({ paddingBlock: 'clamp(4rem, 12vw, 8rem)', display: 'grid', gap: space.lg, justifyItems: 'start' });
const code = css({ fontSize: text.xs, fontWeight: 700, letterSpacing: '0.12em', textTransform: 'uppercase', color: color.accentText });
const title = css({ fontSize: text.hero, fontWeight: 800, letterSpacing: '-0.025em' });

/** The 404 view: HTTP 404, and site.ts logs the missing path to the console (data-not-found). */
export function NotFoundPage() {
  const { t, link } = useI18n();
  const page = usePageInfo();
  page.status = 404;
  return (
    <SiteLayout title={t('notFound.title')} description={t('notFound.description')}>
      <Container css={band}>
        <p css={code}>404</p>
        <h1 css={title} data-not-found="">{t('notFound.heading')}</h1>
        <p>{t('notFound.text')}</p>
        <ButtonLink href={link('/')} variant="primary">{t('notFound.home')}</ButtonLink>
      </Container>
    </SiteLayout>
  );
}
