import { css } from '@emotion/react';
import { Container } from '../components/Container.tsx';
import { CtaPanel } from '../components/CtaPanel.tsx';
import { factList } from '../components/factList.ts';
import { mdxComponents } from '../components/mdxComponents.tsx';
import { PageHeader } from '../components/PageHeader.tsx';
import { Prose } from '../components/Prose.tsx';
import { registerText } from '../content/company.ts';
import { getEntry, settings } from '../content/index.ts';
import { privacyNoticeSlug } from '../content/schemas.ts';
import { postalAddress, vatNumber } from '../content/settings.ts';
import { useI18n } from '../i18n/I18nProvider.tsx';
import { displayNames, longDateFormat } from '../i18n/intl.ts';
import { dateLocales } from '../i18n/languages.ts';
import { pluralKey } from '../i18n/translate.ts';
import { NotFoundPage } from '../layouts/NotFoundPage.tsx';
import { SiteLayout } from '../layouts/SiteLayout.tsx';
import { usePageUrls } from '../render/usePageUrls.ts';
import { breadcrumbs } from '../seo/structuredData.ts';
import { color, layout, radius, space, text } from '../theme/tokens.ts';

/** The Italian supervisory authority, where a visitor may complain (GDPR art. 77): its own name, in Italian in every language. */
const authority = { name: 'Garante per la protezione dei dati personali', url: 'https://www.garanteprivacy.it/' };

const meta = css({ color: color.muted, fontSize: text.sm });
const body = css({ paddingBlock: space.section, display: 'grid', gap: space.xxl });
const summary = css({
  maxWidth: layout.readingWidth, padding: `clamp(${space.md}, 3vw, ${space.xl})`, borderRadius: radius.lg,
  border: `1px solid ${color.border}`, background: color.surface,
  h2: { fontSize: text.lg, marginBottom: space.md },
});

/** The privacy notice (GDPR art. 13): the owner's facts in a summary, then the notice's prose (content/<lang>/privacy/notice.mdx). */
export default function PrivacyPage() {
  const { t, link, lang } = useI18n();
  const { pageUrl, urlOf } = usePageUrls();
  const notice = getEntry('privacy', lang, privacyNoticeSlug);
  if (!notice) return <NotFoundPage />;
  const { data, Body } = notice;
  const { company, mailboxes, webHost } = settings;
  const { months } = data.retention;
  const country = (code: string) => displayNames(lang, 'region').of(code) ?? code;
  return (
    <SiteLayout
      title={data.title}
      description={data.description}
      structuredData={[breadcrumbs([{ name: t('nav.home'), url: urlOf('/') }, { name: data.title, url: pageUrl }])]}
    >
      <PageHeader back={{ href: link('/'), label: t('nav.backHome') }} eyebrow={t('privacy.eyebrow')} title={data.title} intro={data.description}>
        <p css={meta}>{t('privacy.updated')} <time dateTime={data.updated}>{longDateFormat(dateLocales[lang]).format(new Date(`${data.updated}T00:00:00Z`))}</time></p>
      </PageHeader>
      <Container css={body}>
        <section css={summary} aria-labelledby="privacy-summary">
          <h2 id="privacy-summary">{t('privacy.summaryTitle')}</h2>
          <dl css={factList}>
            <dt>{t('privacy.controller')}</dt>
            <dd>{company.legalName}, {postalAddress(company.address, lang)} · {t('company.vatId')} {vatNumber(company.vatId, lang)} · {registerText(company.register, t)}</dd>
            <dt>{t('privacy.contact')}</dt>
            <dd><a href={`mailto:${mailboxes.privacy}`}>{mailboxes.privacy}</a></dd>
            <dt>{t('privacy.retention')}</dt>
            <dd>{t(pluralKey(lang, 'privacy.retentionValue', months), { months })}</dd>
            <dt>{t('privacy.processor')}</dt>
            <dd>{data.processor.name}, {country(data.processor.country)}</dd>
            <dt>{t('privacy.host')}</dt>
            <dd>{webHost.name}, {country(webHost.country)}</dd>
            <dt>{t('privacy.logs')}</dt>
            <dd>{t(pluralKey(lang, 'privacy.logsValue', webHost.logDays), { days: webHost.logDays })}</dd>
            <dt>{t('privacy.cookies')}</dt>
            <dd>{t('privacy.cookiesValue')}</dd>
            <dt>{t('privacy.authority')}</dt>
            <dd><a href={authority.url} lang="it">{authority.name}</a></dd>
          </dl>
        </section>
        <Prose><Body components={mdxComponents(t)} /></Prose>
        <CtaPanel id="privacy-cta" title={t('privacy.ctaTitle')} text={t('privacy.ctaText')} more={{ href: link('/about'), label: t('privacy.aboutLink') }} />
      </Container>
    </SiteLayout>
  );
}
