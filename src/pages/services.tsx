import { css } from '@emotion/react';
import { Container } from '../components/Container.tsx';
import { PageHeader } from '../components/PageHeader.tsx';
import { ServicesGrid } from '../components/ServicesGrid.tsx';
import { useI18n } from '../i18n/I18nProvider.tsx';
import { SiteLayout } from '../layouts/SiteLayout.tsx';
import { space } from '../theme/tokens.ts';

const body = css({ paddingBlock: space.section });

export default function ServicesPage() {
  const { t, link } = useI18n();
  return (
    <SiteLayout title={t('services.pageTitle')} description={t('services.description')}>
      <PageHeader back={{ href: link('/'), label: t('nav.backHome') }} eyebrow={t('services.eyebrow')} title={t('services.pageTitle')} intro={t('services.intro')} />
      <Container css={body}>
        <ServicesGrid level={2} withBody />
      </Container>
    </SiteLayout>
  );
}
