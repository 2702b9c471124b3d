import { css } from '@emotion/react';
import { ArrowRight } from 'lucide-react';
import { ContactSection } from '../components/ContactSection.tsx';
import { Hero } from '../components/Hero.tsx';
import { OpenSourceGroups } from '../components/OpenSourceGroups.tsx';
import { Section } from '../components/Section.tsx';
import { ServicesGrid } from '../components/ServicesGrid.tsx';
import { useI18n } from '../i18n/I18nProvider.tsx';
import { SiteLayout } from '../layouts/SiteLayout.tsx';
import { space } from '../theme/tokens.ts';

const more = css({ display: 'inline-flex', alignItems: 'center', gap: space.xs, marginTop: space.xl, fontWeight: 600, minHeight: '2.75rem' });
const arrow = css({ width: '1rem', height: '1rem' });

export default function HomePage() {
  const { t, link } = useI18n();
  return (
    <SiteLayout title={t('home.title')} description={t('home.description')}>
      <Hero />
      <Section id="services" eyebrow={t('services.eyebrow')} heading={t('services.title')} intro={t('services.intro')}>
        <ServicesGrid level={3} />
        <a css={more} href={link('/services')}>
          {t('services.more')}
          <ArrowRight css={arrow} aria-hidden="true" focusable="false" />
        </a>
      </Section>
      <Section id="open-source" eyebrow={t('openSource.eyebrow')} heading={t('openSource.title')} intro={t('openSource.intro')} tone="surface">
        <OpenSourceGroups level={3} />
        <a css={more} href={link('/contributions')}>
          {t('openSource.contributionsLink')}
          <ArrowRight css={arrow} aria-hidden="true" focusable="false" />
        </a>
      </Section>
      <ContactSection />
    </SiteLayout>
  );
}
