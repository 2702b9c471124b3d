import { css } from '@emotion/react';
import { Container } from '../../components/Container.tsx';
import { CtaPanel } from '../../components/CtaPanel.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { ServicesShowcase } from '../../components/ServicesShowcase.tsx';
import { getEntries, settings } from '../../content/index.ts';
import { useI18n } from '../../i18n/I18nProvider.tsx';
import { SiteLayout } from '../../layouts/SiteLayout.tsx';
import { service } from '../../seo/structuredData.ts';
import { useEngagementOffers } from '../../render/useEngagementOffers.ts';
import { usePageUrls } from '../../render/usePageUrls.ts';
import { space } from '../../theme/tokens.ts';

const body = css({ paddingBlock: space.section });
const closing = css({ marginTop: space.section });

export default function ServicesPage() {
  const { t, link, lang } = useI18n();
  const { urlOf } = usePageUrls();
  const offers = useEngagementOffers();
  return (
    <SiteLayout title={t('services.metaTitle')} description={t('services.description')} structuredData={getEntries('services', lang).map(({ slug, data }) => service(settings, lang, urlOf(`/services/${slug}`), data, offers(data.engagement.models)))}>
      <PageHeader back={{ href: link('/'), label: t('nav.backHome') }} eyebrow={t('services.eyebrow')} title={t('services.pageTitle')} intro={t('services.pageIntro')} />
      <Container css={body}>
        <ServicesShowcase level={2} />
        <CtaPanel id="services-cta" css={closing} title={t('services.ctaTitle')} text={t('services.ctaText')} more={{ href: link('/case-studies'), label: t('contact.ctaCaseStudies') }} />
      </Container>
    </SiteLayout>
  );
}
