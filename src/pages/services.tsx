import { css } from '@emotion/react';
import { Container } from '../components/Container';
import { PageHeader } from '../components/PageHeader';
import { ServicesGrid } from '../components/ServicesGrid';
import { useI18n } from '../i18n/I18nProvider';
import { SiteLayout } from '../layouts/SiteLayout';
import { space } from '../theme/tokens';

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
