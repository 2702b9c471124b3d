import { css } from '@emotion/react';
import { ConsultationTypeCard } from '../components/ConsultationTypeCard.tsx';
import { Container } from '../components/Container.tsx';
import { Island } from '../components/Island.tsx';
import { eyebrowStyle } from '../components/Section.tsx';
import { eyebrowAdds } from '../components/eyebrow.ts';
import { Price } from '../components/Price.tsx';
import { getEntries, getEntry, settings, ui } from '../content/index.ts';
import { entryOfferSlug, typeAnchor } from '../content/engagement.ts';
import { formMailbox } from '../content/settings.ts';
import { useI18n } from '../i18n/I18nProvider.tsx';
import { priceText } from '../i18n/money.ts';
import { ConsultationIsland, type ConsultationIslandProps } from '../islands/consultation/ConsultationIsland.tsx';
import { draftKey } from '../islands/consultation/draftKey.ts';
import { SiteLayout } from '../layouts/SiteLayout.tsx';
import { usePageUrls } from '../render/usePageUrls.ts';
import { offer, offerCatalog } from '../seo/offers.ts';
import { color, label, layout, media, space, text } from '../theme/tokens.ts';

// The offer and the form on the first screen: on a wide screen the types (the review first and in
// full) take five of twelve columns, the form seven, beside them; on a phone the form comes
// right after the page's title and the review, then the other types.
const page = css({ paddingBlock: `${space.xl} ${space.section}` });
const head = css({ display: 'grid', gap: space.sm, maxWidth: layout.readingWidth, marginBottom: space.xl, h1: { fontSize: text.xxl } });
const intro = css({ color: color.muted });
const grid = css({
  display: 'grid', gap: space.xl,
  [media.md]: { gridTemplateColumns: `repeat(${layout.columns}, minmax(0, 1fr))`, columnGap: layout.gutter, alignItems: 'start', gridTemplateAreas: '"types types types types types form form form form form form form"' },
});
const types = css({ display: 'grid', gap: space.md, order: 1, [media.md]: { gridArea: 'types', order: 0 } });
// Both columns open with a label of the same height, so the first card and the form's panel start level.
const typesTitle = css({ ...label, color: color.muted, lineHeight: '1.5rem' });
const formColumn = css({ display: 'grid', gap: space.md, [media.md]: { gridArea: 'form', position: 'sticky', top: space.md } });
const formTitle = css({ ...label, color: color.muted, lineHeight: '1.5rem' });
// On a phone the review's card comes after the form: its name, length and price in one line
// before the first field, with a link down to the card.
const offerLine = css({
  display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', gap: `0 ${space.md}`, marginTop: space.xs, padding: `${space.sm} ${space.md}`,
  borderLeft: `3px solid ${color.accent}`, background: color.surface, fontSize: text.sm,
  strong: { fontSize: text.md }, a: { fontWeight: 600, whiteSpace: 'nowrap' },
  [media.md]: { display: 'none' },
});
const aside = css({ display: 'grid', gap: space.sm, p: { color: color.muted, fontSize: text.sm } });

const islandMessagePrefixes = ['form.', 'sent.', 'toast.'];

export default function ConsultationPage() {
  const { t, lang } = useI18n();
  const entries = getEntries('consultation-types', lang);
  const review = entries.find((e) => e.slug === entryOfferSlug);
  const others = entries.filter((e) => e !== review);
  const mailbox = formMailbox(settings);
  const { pageUrl } = usePageUrls();
  // Each consultation an Offer at its card's anchor, priced as its card says.
  const offers = offerCatalog(t('consultation.typesTitle'), `${pageUrl}#types-title`, entries.map((type) => offer(settings, {
    name: type.data.title, url: `${pageUrl}#${typeAnchor(type.slug)}`, description: type.data.description, price: type.data.price,
  })));
  const islandProps: ConsultationIslandProps = {
    recipient: mailbox.address,
    messages: Object.fromEntries(Object.entries(ui[lang]).filter(([key]) => islandMessagePrefixes.some((p) => key.startsWith(p)))),
    types: [
      // The English label goes into the subject line; the visitor sees their own language, and the price.
      ...entries.map((type) => ({
        slug: type.slug,
        value: getEntry('consultation-types', 'en', type.slug)?.data.title ?? type.data.title,
        label: type.data.price ? `${type.data.title} · ${priceText(type.data.price, settings.offer.currency, lang, t)}` : type.data.title,
      })),
      { value: 'Other', label: t('form.typeOther') },
    ],
    // The options' prices, like every price on the site, exclude VAT: said once, under the select.
    typeHint: entries.some((type) => type.data.price) ? t('consultation.pricesExVat') : undefined,
  };
  return (
    <SiteLayout title={t('consultation.metaTitle')} description={t('consultation.description')} structuredData={[offers]}>
      <Container css={page}>
        <header css={head}>
          {eyebrowAdds(t('consultation.eyebrow'), t('consultation.title')) && <p css={eyebrowStyle}>{t('consultation.eyebrow')}</p>}
          <h1>{t('consultation.title')}</h1>
          <p css={intro}>{t('consultation.intro')}</p>
          {review && (
            <p css={offerLine}>
              <strong>{review.data.title}</strong>
              <span>{review.data.duration}</span>
              {review.data.price && <span><Price price={review.data.price} /></span>}
              <a href={`#${typeAnchor(review.slug)}`}>{t('hero.offer.more')}</a>
            </p>
          )}
        </header>
        <div css={grid}>
          <section aria-labelledby="types-title" css={types}>
            <h2 css={typesTitle} id="types-title">{t('consultation.typesTitle')}</h2>
            {review && <ConsultationTypeCard type={review} full kickerText={t('hero.offer.label')} />}
            {others.map((type) => <ConsultationTypeCard key={type.slug} type={type} />)}
          </section>
          <section aria-labelledby="request-title" id="form" css={formColumn}>
            <h2 css={formTitle} id="request-title">{t('consultation.formTitle')}</h2>
            <Island name="consultation" props={islandProps} draftKey={draftKey}>
              <ConsultationIsland {...islandProps} />
            </Island>
            <div css={aside} id="request">
              <p>{t('consultation.formIntro')} {t('consultation.formPrivacy')}</p>
              {/* A regulated buyer's procurement asks for these before any call (about's Contract says what they hold). */}
              <p>{t('consultation.contracts')}</p>
              {/* The owner chose another inbox for the form than the one the site shows for consultations: say so, and why. */}
              {mailbox.reason && (
                <p id="recipient-reason">{t('consultation.recipientNote', { recipient: mailbox.address, consultation: settings.mailboxes.consultation })} {mailbox.reason[lang]}</p>
              )}
            </div>
          </section>
        </div>
      </Container>
    </SiteLayout>
  );
}
