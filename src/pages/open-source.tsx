import { css } from '@emotion/react';
import { Container } from '../components/Container.tsx';
import { CtaPanel } from '../components/CtaPanel.tsx';
import { MoreLink } from '../components/MoreLink.tsx';
import { OpenSourceGroups } from '../components/OpenSourceGroups.tsx';
import { PageHeader } from '../components/PageHeader.tsx';
import { useI18n } from '../i18n/I18nProvider.tsx';
import { SiteLayout } from '../layouts/SiteLayout.tsx';
import { space } from '../theme/tokens.ts';

const body = css({ paddingBlock: space.section });
const closing = css({ marginTop: space.section });

export default function OpenSourcePage() {
  const { t, link } = useI18n();
  return (
    <SiteLayout title={t('openSource.metaTitle')} description={t('openSource.description')}>
      <PageHeader back={{ href: link('/'), label: t('nav.backHome') }} eyebrow={t('openSource.eyebrow')} title={t('openSource.pageTitle')} intro={t('openSource.pageIntro')} />
      <Container css={body}>
        <OpenSourceGroups level={2} />
        <MoreLink href={link('/contributions')}>{t('openSource.contributionsLink')}</MoreLink>
        <CtaPanel id="open-source-cta" css={closing} title={t('openSource.ctaTitle')} text={t('openSource.ctaText')} more={{ href: link('/contributions'), label: t('openSource.contributionsLink') }} />
      </Container>
    </SiteLayout>
  );
}
