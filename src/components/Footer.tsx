import { css } from '@emotion/react';
import { settings } from '../content/index.ts';
import { registerText, shareCapitalText } from '../content/company.ts';
import { postalAddress, vatNumber } from '../content/settings.ts';
import { useI18n } from '../i18n/I18nProvider.tsx';
import { color, media, space, text } from '../theme/tokens.ts';
import { Container } from './Container.tsx';
import { Logo } from './Logo.tsx';

const footer = css({ borderTop: `1px solid ${color.border}`, background: color.surface, fontSize: text.sm, color: color.muted });
const grid = css({
  display: 'grid', gap: space.xl, paddingBlock: space.xxl,
  [media.md]: { gridTemplateColumns: '2fr 1fr 1.4fr' },
});
const brand = css({ display: 'flex', alignItems: 'center', gap: space.sm, fontWeight: 700, color: color.text, fontSize: text.md, marginBottom: space.sm });
const heading = css({ fontSize: text.xs, textTransform: 'uppercase', letterSpacing: '0.08em', color: color.text, marginBottom: space.sm });
const links = css({ listStyle: 'none', padding: 0, display: 'grid', gap: '0.125rem', a: { display: 'inline-block', paddingBlock: '0.375rem', color: color.muted, '&:hover': { color: color.text } } });
// The divider as wide as the content column (on the inner block, not the padded container).
const legal = css({ borderTop: `1px solid ${color.border}`, paddingBlock: space.lg, display: 'grid', gap: space.xs });

export function Footer() {
  const { t, link, lang } = useI18n();
  const { mailboxes, company } = settings;
  // The GitHub organisation, where the open-source work can be checked (settings' sameAs).
  const github = settings.sameAs?.find((url) => url.startsWith('https://github.com/'));
  return (
    <footer css={footer}>
      <Container css={grid}>
        <div>
          <p css={brand}><Logo />{settings.name}</p>
          <p>{t('footer.tagline')}</p>
        </div>
        <nav aria-label={t('footer.pages')}>
          <h2 css={heading}>{t('footer.pages')}</h2>
          <ul css={links}>
            <li><a href={link('/services')}>{t('nav.services')}</a></li>
            <li><a href={link('/open-source')}>{t('nav.openSource')}</a></li>
            <li><a href={link('/contributions')}>{t('nav.contributions')}</a></li>
            <li><a href={link('/case-studies')}>{t('nav.caseStudies')}</a></li>
            <li><a href={link('/about')}>{t('nav.about')}</a></li>
            <li><a href={link('/consultation')}>{t('nav.consultation')}</a></li>
            <li><a href={link('/privacy')}>{t('nav.privacy')}</a></li>
          </ul>
        </nav>
        <div>
          <h2 css={heading}>{t('footer.contact')}</h2>
          <ul css={links}>
            <li><a href={`mailto:${mailboxes.consultation}`}>{mailboxes.consultation}</a></li>
            <li><a href={`mailto:${mailboxes.partnerships}`}>{mailboxes.partnerships}</a></li>
            {github && <li><a href={github}>{t('footer.github')}</a></li>}
          </ul>
        </div>
      </Container>
      <Container>
        <div css={legal}>
          <p>{t('footer.copyright', { year: settings.copyrightYear, name: settings.name })}</p>
          {/* Who stands behind the site, as a buyer checks it and Civil Code art. 2250 asks: the company, its
              registered office, VAT number, Companies Register entry and share capital paid up. */}
          <p>{company.legalName} · {postalAddress(company.address, lang)} · {t('company.vatId')} {vatNumber(company.vatId, lang)}</p>
          <p>{registerText(company.register, t)} · {t('company.shareCapital')} {shareCapitalText(company.shareCapital, lang, t, true)}</p>
        </div>
      </Container>
    </footer>
  );
}
