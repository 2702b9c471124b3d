import { css } from '@emotion/react';
import { Container } from '../components/Container.tsx';
import { MoreLink } from '../components/MoreLink.tsx';
import { OpenSourceGroups } from '../components/OpenSourceGroups.tsx';
import { PageHeader } from '../components/PageHeader.tsx';
import { useI18n } from '../i18n/I18nProvider.tsx';
import { SiteLayout } from '../layouts/SiteLayout.tsx';
import { space } from '../theme/tokens.ts';

const body = css({ paddingBlock: space.section });

export default function OpenSourcePage() {
  const { t, link } = useI18n();
  return (
    <SiteLayout title={t('openSource.metaTitle')} description={t('openSource.description')}>
      <PageHeader back={{ href: link('/'), label: t('nav.backHome') }} eyebrow={t('openSource.eyebrow')} title={t('openSource.pageTitle')} intro={t('openSource.intro')} />
      <Container css={body}>
        <OpenSourceGroups level={2} />
        <MoreLink href={link('/contributions')}>{t('openSource.contributionsLink')}</MoreLink>
      </Container>
    </SiteLayout>
  );
}
