import { css } from '@emotion/react';
import { ArrowRight } from 'lucide-react';
import { getEntries } from '../content/index.ts';
import { useI18n } from '../i18n/I18nProvider.tsx';
import { color, layout, media, space, text } from '../theme/tokens.ts';
import { ButtonLink } from './ButtonLink.tsx';
import { Container } from './Container.tsx';

const band = css({
  position: 'relative', overflow: 'hidden', background: color.heroBg, color: color.heroText,
  paddingBlock: 'clamp(3.5rem, 10vw, 7.5rem) clamp(3rem, 8vw, 6rem)',
  backgroundImage: 'radial-gradient(60rem 30rem at 85% -10%, rgb(47 197 179 / 22%), transparent 70%), radial-gradient(40rem 24rem at -10% 110%, rgb(31 95 209 / 22%), transparent 70%)',
});
const waves = css({ position: 'absolute', inset: 'auto 0 0 0', width: '100%', height: '45%', opacity: 0.5, pointerEvents: 'none' });
const inner = css({ position: 'relative', maxWidth: '50rem', display: 'grid', gap: space.lg });
const eyebrow = css({ fontSize: text.xs, fontWeight: 700, letterSpacing: '0.12em', textTransform: 'uppercase', color: '#7fe0d3' });
const title = css({ fontSize: text.hero, fontWeight: 800, letterSpacing: '-0.03em', lineHeight: 1.08 });
const lead = css({ fontSize: text.lg, color: color.heroMuted, maxWidth: layout.readingWidth });
const actions = css({ display: 'flex', flexWrap: 'wrap', gap: space.md, marginTop: space.sm });
const stack = css({
  display: 'flex', flexWrap: 'wrap', gap: `${space.xs} ${space.lg}`, listStyle: 'none', padding: 0, marginTop: space.lg,
  color: color.heroMuted, fontSize: text.sm, fontWeight: 600,
  [media.sm]: { marginTop: space.xl },
});
const arrow = css({ width: '1.1rem', height: '1.1rem' });

export function Hero() {
  const { t, lang } = useI18n();
  return (
    <section css={band} aria-labelledby="hero-title">
      <svg css={waves} viewBox="0 0 1440 320" preserveAspectRatio="none" aria-hidden="true" focusable="false">
        <g fill="none" strokeWidth="2">
          <path stroke="#2fc5b3" d="M0 200c160-60 320-60 480 0s320 60 480 0 320-60 480 0" />
          <path stroke="#2fc5b3" strokeOpacity=".6" d="M0 240c160-60 320-60 480 0s320 60 480 0 320-60 480 0" />
          <path stroke="#5b8def" strokeOpacity=".6" d="M0 280c160-60 320-60 480 0s320 60 480 0 320-60 480 0" />
        </g>
      </svg>
      <Container>
        <div css={inner}>
          <p css={eyebrow}>{t('hero.eyebrow')}</p>
          <h1 css={title} id="hero-title">{t('hero.title')}</h1>
          <p css={lead}>{t('hero.lead')}</p>
          <div css={actions}>
            <ButtonLink href="#services" variant="onDarkPrimary">
              {t('hero.ctaServices')}
              <ArrowRight css={arrow} aria-hidden="true" focusable="false" />
            </ButtonLink>
            <ButtonLink href="#open-source" variant="onDarkSecondary">{t('hero.ctaOpenSource')}</ButtonLink>
          </div>
          <ul css={stack}>
            {getEntries('services', lang).map((s) => <li key={s.slug}>{s.data.title}</li>)}
          </ul>
        </div>
      </Container>
    </section>
  );
}
