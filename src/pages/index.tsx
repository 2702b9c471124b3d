import { CaseStudyOutcomes } from '../components/CaseStudyOutcomes.tsx';
import { ContactSection } from '../components/ContactSection.tsx';
import { Hero } from '../components/Hero.tsx';
import { MoreLink } from '../components/MoreLink.tsx';
import { OpenSourceGroups } from '../components/OpenSourceGroups.tsx';
import { Section } from '../components/Section.tsx';
import { ServicesShowcase } from '../components/ServicesShowcase.tsx';
import { settings } from '../content/index.ts';
import { useI18n } from '../i18n/I18nProvider.tsx';
import { SiteLayout } from '../layouts/SiteLayout.tsx';
import { organization, webSite } from '../seo/structuredData.ts';
import { usePageUrls } from '../render/usePageUrls.ts';

export default function HomePage() {
  const { t, link, lang } = useI18n();
  const { pageUrl } = usePageUrls();
  return (
    <SiteLayout title={t('home.title')} description={t('home.description')} structuredData={[organization(settings, `${settings.siteUrl}/logo.png`), webSite(settings, lang, pageUrl)]}>
      <Hero />
      <CaseStudyOutcomes />
      <Section id="services" eyebrow={t('services.eyebrow')} heading={t('services.title')} intro={t('services.intro')}>
        <ServicesShowcase brief />
        <MoreLink href={link('/services')}>{t('services.more')}</MoreLink>
      </Section>
      <Section id="open-source" eyebrow={t('openSource.eyebrow')} heading={t('openSource.title')} intro={t('openSource.intro')} tone="surface">
        <OpenSourceGroups level={3} brief />
        <MoreLink href={link('/contributions')}>{t('openSource.contributionsLink')}</MoreLink>
      </Section>
      <ContactSection />
    </SiteLayout>
  );
}
