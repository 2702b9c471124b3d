import { css } from '@emotion/react';
import { BuyerFacts } from '../components/BuyerFacts.tsx';
import { cardGrid } from '../components/Card.tsx';
import { Container } from '../components/Container.tsx';
import { CtaPanel } from '../components/CtaPanel.tsx';
import { EngagementSteps } from '../components/EngagementSteps.tsx';
import { factList } from '../components/factList.ts';
import { PageHeader } from '../components/PageHeader.tsx';
import { PersonCard } from '../components/PersonCard.tsx';
import { Section } from '../components/Section.tsx';
import { getEntries, settings } from '../content/index.ts';
import { languageName, spokenLanguages, workplaces } from '../content/people.ts';
import { registerText, shareCapitalText } from '../content/company.ts';
import { postalAddress, vatNumber } from '../content/settings.ts';
import { useI18n } from '../i18n/I18nProvider.tsx';
import { andList } from '../i18n/lists.ts';
import { SiteLayout } from '../layouts/SiteLayout.tsx';
import { usePageUrls } from '../render/usePageUrls.ts';
import { offerCatalog } from '../seo/offers.ts';
import { breadcrumbs, organization, person } from '../seo/structuredData.ts';
import { useEngagementOffers } from '../render/useEngagementOffers.ts';
import { color, media, space, text } from '../theme/tokens.ts';

// Two to a row on a desktop: four people read as a team, not as three and one left over.
const people = cardGrid('24rem');
const ways = css({
  listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: space.xl,
  [media.md]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
  h3: { fontSize: text.lg, marginBottom: space.sm },
  p: { color: color.muted },
});
const where = css({
  display: 'grid', gap: space.xl, [media.md]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)' },
  p: { fontSize: text.lg, color: color.muted, maxWidth: '36rem' }, 'p + p': { marginTop: space.md },
});
const companyTitle = css({ fontSize: text.lg, marginBottom: space.md });
const closing = css({ paddingBlock: space.section });
const how = ['team', 'writing', 'upstream'] as const;

/** Who we are and where, how we work, how an engagement is priced and shaped, a buyer's questions, and the company's facts. */
export default function AboutPage() {
  const { t, link, lang } = useI18n();
  const { pageUrl, urlOf } = usePageUrls();
  const team = getEntries('people', lang);
  const and = andList(lang);
  const { legalName, vatId, address, register, shareCapital } = settings.company;
  const persons = team.map((p) => person(settings, pageUrl, p));
  const offers = offerCatalog(t('engagement.title'), `${pageUrl}#engagement`, useEngagementOffers()());
  return (
    <SiteLayout
      title={t('about.metaTitle', { name: settings.name })}
      description={t('about.description', { name: settings.name })}
      structuredData={[
        organization(settings, `${settings.siteUrl}/logo.png`, persons, offers),
        ...persons,
        breadcrumbs([{ name: t('nav.home'), url: urlOf('/') }, { name: t('nav.about'), url: pageUrl }]),
      ]}
    >
      <PageHeader back={{ href: link('/'), label: t('nav.backHome') }} eyebrow={t('about.eyebrow')} title={t('about.title')} intro={t('about.intro', { name: settings.name })} />
      <Section id="people" heading={t('about.peopleTitle')} intro={t('about.peopleIntro')}>
        <ul css={people}>
          {team.map((p) => <li key={p.slug}><PersonCard person={p} /></li>)}
        </ul>
      </Section>
      <Section id="how" heading={t('about.howTitle')} tone="surface">
        <ul css={ways}>
          {how.map((key) => (
            <li key={key}>
              <h3>{t(`about.how.${key}.title`)}</h3>
              <p>{t(`about.how.${key}.text`)}</p>
            </li>
          ))}
        </ul>
      </Section>
      <Section id="engagement" heading={t('engagement.title')} intro={t('engagement.intro')}>
        <EngagementSteps />
      </Section>
      <Section id="buying" heading={t('about.buyerTitle')} tone="surface">
        <BuyerFacts />
      </Section>
      <Section id="company" heading={t('about.whereTitle')}>
        <div css={where}>
          <div>
            <p>{t('about.where', { places: and.format(workplaces(team)) })}</p>
            <p>{t('about.languages', { languages: and.format(spokenLanguages(team).map((code) => languageName(code, lang))) })}</p>
          </div>
          <div>
            <h3 css={companyTitle}>{t('about.companyTitle')}</h3>
            <dl css={factList}>
              <dt>{t('company.legalName')}</dt>
              <dd>{legalName}</dd>
              <dt>{t('company.address')}</dt>
              <dd>{postalAddress(address, lang)}</dd>
              <dt>{t('company.vatId')}</dt>
              <dd>{vatNumber(vatId, lang)}</dd>
              <dt>{t('company.register')}</dt>
              <dd>{registerText(register, t)}</dd>
              <dt>{t('company.shareCapital')}</dt>
              <dd>{shareCapitalText(shareCapital, lang, t)}</dd>
            </dl>
          </div>
        </div>
      </Section>
      <Container css={closing}>
        <CtaPanel id="about-cta" title={t('about.ctaTitle')} text={t('about.ctaText')} more={{ href: link('/case-studies'), label: t('contact.ctaCaseStudies') }} />
      </Container>
    </SiteLayout>
  );
}
