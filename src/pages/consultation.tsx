import { css } from '@emotion/react';
import { cardGrid } from '../components/Card.tsx';
import { ConsultationTypeCard } from '../components/ConsultationTypeCard.tsx';
import { Container } from '../components/Container.tsx';
import { Island } from '../components/Island.tsx';
import { PageHeader } from '../components/PageHeader.tsx';
import { getEntries, getEntry, settings, ui } from '../content/index.ts';
import { formMailbox } from '../content/settings.ts';
import { useI18n } from '../i18n/I18nProvider.tsx';
import { priceText } from '../i18n/money.ts';
import { ConsultationIsland, type ConsultationIslandProps } from '../islands/consultation/ConsultationIsland.tsx';
import { draftKey } from '../islands/consultation/draftKey.ts';
import { SiteLayout } from '../layouts/SiteLayout.tsx';
import { usePageUrls } from '../render/usePageUrls.ts';
import { offer, offerCatalog } from '../seo/offers.ts';
import { color, layout, media, space, text } from '../theme/tokens.ts';

const body = css({ paddingBlock: space.section, display: 'grid', gap: space.section });
const grid = cardGrid('17rem');
const sectionTitle = css({ fontSize: text.xxl, fontWeight: 750, marginBottom: space.lg });
const formLayout = css({ display: 'grid', gap: space.xl, [media.md]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 2fr)' } });
const aside = css({ display: 'grid', gap: space.md, alignContent: 'start', maxWidth: layout.readingWidth, p: { color: color.muted } });

const islandMessagePrefixes = ['form.', 'sent.', 'toast.'];

export default function ConsultationPage() {
  const { t, link, lang } = useI18n();
  const types = getEntries('consultation-types', lang);
  const mailbox = formMailbox(settings);
  const { pageUrl } = usePageUrls();
  // Each consultation an Offer at its card's anchor, priced as its card says.
  const offers = offerCatalog(t('consultation.typesTitle'), `${pageUrl}#types-title`, types.map((type) => offer(settings, { name: type.data.title, url: `${pageUrl}#${type.slug}`, description: type.data.description, price: type.data.price })));
  const islandProps: ConsultationIslandProps = {
    recipient: mailbox.address,
    messages: Object.fromEntries(Object.entries(ui[lang]).filter(([key]) => islandMessagePrefixes.some((p) => key.startsWith(p)))),
    types: [
      // The English label goes into the subject line; the visitor sees their own language, and the price.
      ...types.map((type) => ({
        value: getEntry('consultation-types', 'en', type.slug)?.data.title ?? type.data.title,
        label: type.data.price ? `${type.data.title} · ${priceText(type.data.price, settings.offer.currency, lang, t)}` : type.data.title,
      })),
      { value: 'Other', label: t('form.typeOther') },
    ],
    // The options' prices, like every price on the site, exclude VAT: said once, under the select.
    typeHint: types.some((type) => type.data.price) ? t('consultation.pricesExVat') : undefined,
  };
  return (
    <SiteLayout title={t('consultation.metaTitle')} description={t('consultation.description')} structuredData={[offers]}>
      <PageHeader back={{ href: link('/'), label: t('nav.backHome') }} eyebrow={t('consultation.eyebrow')} title={t('consultation.title')} intro={t('consultation.intro')} />
      <Container css={body}>
        <section aria-labelledby="types-title">
          <h2 css={sectionTitle} id="types-title">{t('consultation.typesTitle')}</h2>
          <ul css={grid}>
            {types.map((type) => <li key={type.slug}><ConsultationTypeCard type={type} /></li>)}
          </ul>
        </section>
        <section aria-labelledby="request-title" id="request" css={formLayout}>
          <div css={aside}>
            <h2 css={sectionTitle} id="request-title">{t('consultation.formTitle')}</h2>
            <p>{t('consultation.formIntro')}</p>
            <p>{t('consultation.formPrivacy')}</p>
            {/* The owner chose another inbox for the form than the one the site shows for consultations: say so, and why. */}
            {mailbox.reason && (
              <p id="recipient-reason">{t('consultation.recipientNote', { recipient: mailbox.address, consultation: settings.mailboxes.consultation })} {mailbox.reason[lang]}</p>
            )}
          </div>
          <Island name="consultation" props={islandProps} draftKey={draftKey}>
            <ConsultationIsland {...islandProps} />
          </Island>
        </section>
      </Container>
    </SiteLayout>
  );
}
