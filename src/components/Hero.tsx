import { css } from '@emotion/react';
import ArrowDown from 'lucide-react/icons/arrow-down';
import ArrowRight from 'lucide-react/icons/arrow-right';
import { getEntry } from '../content/index.ts';
import { entryOfferSlug } from '../content/engagement.ts';
import { useI18n } from '../i18n/I18nProvider.tsx';
import { color, font, label, layout, media, radius, space, text } from '../theme/tokens.ts';
import { ArrowLabel } from './ArrowLabel.tsx';
import { AuthorityLine } from './AuthorityLine.tsx';
import { ButtonLink } from './ButtonLink.tsx';
import { consultationPath } from './consultationLink.ts';
import { Container } from './Container.tsx';
import { Price } from './Price.tsx';

// Ink in both schemes: the one dark band at the top, with the offer beside the promise and the
// proof under both. On a wide screen the text takes seven of twelve columns, the offer five.
const band = css({ background: color.ink, color: color.onInk, paddingBlock: `clamp(2rem, 4vw, 2.75rem) clamp(1.5rem, 2.5vw, 2rem)` });
const grid = css({
  display: 'grid', gap: space.xxl,
  [media.md]: { gridTemplateColumns: `repeat(${layout.columns}, minmax(0, 1fr))`, columnGap: layout.gutter, alignItems: 'start' },
});
const copy = css({ display: 'grid', gap: space.lg, alignContent: 'start', [media.md]: { gridColumn: 'span 7' } });
const eyebrow = css({ ...label, color: color.signal });
const title = css({ fontSize: 'clamp(2.25rem, 1.5rem + 3.2vw, 3.625rem)', letterSpacing: '-0.035em', lineHeight: 1.04, color: color.onInk });
const lead = css({ fontSize: text.lg, color: color.onInkMuted, maxWidth: layout.readingWidth });
// One action, the review; the two ways to read on (SPEC's anchors) as quiet text links beside it.
const actions = css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: `${space.sm} ${space.lg}`, marginTop: space.xs });
const quiet = css({
  display: 'inline-flex', alignItems: 'center', gap: space.xs, minHeight: '2.75rem', color: color.onInk, fontWeight: 600,
  textDecorationColor: 'rgb(244 242 236 / 45%)', whiteSpace: 'nowrap', svg: { width: '1rem', height: '1rem' },
});
const quietLinks = css({ display: 'flex', flexWrap: 'wrap', gap: `0 ${space.lg}` });
// For regulated buyers, the terms they ask about first, in one quiet line under the actions.
const terms = css({ fontFamily: font.mono, fontSize: text.sm, color: color.onInkMuted, maxWidth: layout.readingWidth });
const authority = css({ color: color.onInkMuted, borderTop: `1px solid ${color.inkLine}`, paddingTop: space.md });
const side = css({ display: 'grid', gap: space.lg, alignContent: 'start', [media.md]: { gridColumn: '9 / span 4' } });
// The offer, as a record of the log: its name, what it takes, what it costs, what it leaves you.
const offer = css({
  display: 'grid', gap: space.sm, padding: `${space.md} ${space.lg}`, borderRadius: radius.lg,
  background: color.inkRaised, border: `1px solid ${color.inkLine}`,
  h2: { fontSize: text.xl, color: color.onInk },
  p: { color: color.onInkMuted, fontSize: text.sm },
});
const offerLabel = css({ ...label, color: color.signal, fontSize: text.xs });
const facts = css({
  display: 'flex', flexWrap: 'wrap', gap: `${space.xs} ${space.md}`, margin: 0, fontFamily: font.mono, fontSize: text.sm, color: color.onInk,
  div: { display: 'flex', gap: space.xs }, dt: { color: color.onInkMuted }, dd: { margin: 0 },
});
const offerLink = css({ color: color.onInk, fontWeight: 650, display: 'inline-flex', alignItems: 'center', minHeight: '2.75rem' });

export function Hero() {
  const { t, link, lang } = useI18n();
  const review = getEntry('consultation-types', lang, entryOfferSlug);
  return (
    <section css={band} aria-labelledby="hero-title">
      <Container>
        <div css={grid}>
          <div css={copy}>
            <p css={eyebrow}>{t('hero.eyebrow')}</p>
            <h1 css={title} id="hero-title">{t('hero.title')}</h1>
            <p css={lead}>{t('hero.lead')}</p>
            <div css={actions}>
              <ButtonLink href={link(consultationPath())} variant="onDarkPrimary">
                {t('cta.bookReview')}
                <ArrowRight aria-hidden="true" focusable="false" />
              </ButtonLink>
              <div css={quietLinks}>
                <a css={quiet} href="#services">{t('hero.ctaServices')}<ArrowDown aria-hidden="true" focusable="false" /></a>
                <a css={quiet} href="#open-source">{t('hero.ctaOpenSource')}<ArrowDown aria-hidden="true" focusable="false" /></a>
              </div>
            </div>
            <p css={terms}>{t('hero.terms')}</p>
          </div>
          <div css={side}>
            {review && (
              <div css={offer}>
                <p css={offerLabel}>{t('hero.offer.label')}</p>
                <h2>{review.data.title}</h2>
                <dl css={facts}>
                  <div><dt>{t('consultation.duration')}</dt><dd>{review.data.duration}</dd></div>
                  <div><dt>{t('hero.offer.feeLabel')}</dt><dd>{review.data.price ? <Price price={review.data.price} /> : t('hero.offer.fee')}</dd></div>
                </dl>
                <p>{t('hero.offer.text')}</p>
                <a css={offerLink} href={link('/consultation#review')}><ArrowLabel>{t('hero.offer.more')}</ArrowLabel></a>
              </div>
            )}
            <AuthorityLine css={authority} />
          </div>
        </div>
      </Container>
    </section>
  );
}
