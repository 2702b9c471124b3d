import { css } from '@emotion/react';
import ArrowRight from 'lucide-react/icons/arrow-right';
import { getEntries, settings } from '../content/index.ts';
import { useI18n } from '../i18n/I18nProvider.tsx';
import { andList } from '../i18n/lists.ts';
import { color, font, label, layout, media, radius, space, text } from '../theme/tokens.ts';
import { ButtonLink } from './ButtonLink.tsx';
import { Container } from './Container.tsx';
import { eyebrowStyle } from './Section.tsx';
import { Portrait } from './Portrait.tsx';

// The home page's end: one ink band with the faces of the people who answer, one action, and the
// two mailboxes, the consultation one first and largest.
const band = css({ background: color.ink, color: color.onInk, paddingBlock: space.section });
const grid = css({
  display: 'grid', gap: space.xxl,
  [media.md]: { gridTemplateColumns: `repeat(${layout.columns}, minmax(0, 1fr))`, columnGap: layout.gutter, alignItems: 'start' },
});
const copy = css({ display: 'grid', gap: space.lg, justifyItems: 'start', [media.md]: { gridColumn: 'span 7' } });
const eyebrow = css(eyebrowStyle, { color: color.signal });
const title = css({ fontSize: text.xxl, color: color.onInk });
const intro = css({ fontSize: text.lg, color: color.onInkMuted, maxWidth: layout.readingWidth });
const faces = css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: space.md, listStyle: 'none', padding: 0, margin: 0 });
const face = css({ border: `2px solid ${color.inkLine}` });
const names = css({ fontSize: text.sm, color: color.onInkMuted, a: { fontWeight: 650, color: color.onInk } });
const mailboxes = css({ display: 'grid', gap: space.lg, alignContent: 'start', [media.md]: { gridColumn: '9 / span 4' } });
const box = css({ display: 'grid', gap: space.xs, paddingTop: space.md, borderTop: `1px solid ${color.inkLine}`, h3: { ...label, color: color.onInkMuted }, p: { color: color.onInkMuted, fontSize: text.sm } });
const mainMail = css({ color: color.onInk, fontFamily: font.mono, fontSize: text.lg, fontWeight: 500, wordBreak: 'break-word' });
const otherMail = css({ color: color.onInk, fontFamily: font.mono, fontSize: text.sm, wordBreak: 'break-word' });
const more = css({ color: color.onInk, display: 'inline-flex', alignItems: 'center', gap: space.xs, minHeight: '2.75rem', fontWeight: 650, svg: { width: '1rem', height: '1rem' } });
const actions = css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: `${space.sm} ${space.lg}` });
const faceBox = css({ borderRadius: radius.lg });

export function ContactSection() {
  const { t, link, lang } = useI18n();
  const people = getEntries('people', lang);
  const and = andList(lang);
  return (
    <section id="contact" css={band} aria-labelledby="contact-title">
      <Container css={grid}>
        <div css={copy}>
          <p css={eyebrow}>{t('contact.eyebrow')}</p>
          <h2 id="contact-title" css={title}>{t('contact.title')}</h2>
          <p css={intro}>{t('contact.intro')}</p>
          {people.length > 0 && (
            <div>
              <ul css={faces}>
                {people.map((p) => <li key={p.slug} css={faceBox}><Portrait person={p} size={3.5} css={face} /></li>)}
              </ul>
              <p css={names}>
                <a href={link('/about#people')}>{and.format(people.map((p) => p.data.name))}</a>
              </p>
            </div>
          )}
          <div css={actions}>
            <ButtonLink href={link('/consultation')} variant="onDarkPrimary">{t('contact.ctaConsultation')}<ArrowRight aria-hidden="true" focusable="false" /></ButtonLink>
            <a css={more} href={link('/case-studies')} className="no-print">{t('contact.ctaCaseStudies')}<ArrowRight aria-hidden="true" focusable="false" /></a>
          </div>
        </div>
        <div css={mailboxes}>
          <div css={box}>
            <h3>{t('contact.consultation')}</h3>
            <a css={mainMail} href={`mailto:${settings.mailboxes.consultation}`}>{settings.mailboxes.consultation}</a>
            <p>{t('contact.consultationText')}</p>
          </div>
          <div css={box}>
            <h3>{t('contact.partnerships')}</h3>
            <a css={otherMail} href={`mailto:${settings.mailboxes.partnerships}`}>{settings.mailboxes.partnerships}</a>
            <p>{t('contact.partnershipsText')}</p>
          </div>
        </div>
      </Container>
    </section>
  );
}
