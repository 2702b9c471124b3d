import { css } from '@emotion/react';
import Menu from 'lucide-react/icons/menu';
import X from 'lucide-react/icons/x';
import { settings } from '../content/index.ts';
import { useI18n } from '../i18n/I18nProvider.tsx';
import { color, font, radius, shadow, space, text } from '../theme/tokens.ts';
import { Container } from './Container.tsx';
import { LanguageSwitch } from './LanguageSwitch.tsx';
import { Logo } from './Logo.tsx';

// Three layouts, no script. Phones from 23em (375 px): one row, the mark, "Menu" as its icon (a
// <details> that drops the pages down over the content), "Request a consultation" and the
// language switch as codes. Narrower phones: the name and the switch, then the menu and the
// action on a second row. From 64em, where the browser can show a closed <details>' content
// (::details-content), the pages sit in the row and "Menu" goes away.
const oneRow = '@media (min-width: 23em)';
const tablet = '@media (min-width: 33em)';
const desktop = '@media (min-width: 64em)';
const inline = '@supports selector(::details-content)';

// Named, so a view transition between pages keeps the header still and fades only the rest.
const bar = css({ position: 'relative', zIndex: 5, borderBottom: `1px solid ${color.border}`, background: color.bg, viewTransitionName: 'site-header' });
const row = css({
  display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) auto', gridTemplateAreas: '"brand lang" "nav nav"', alignItems: 'center', columnGap: space.sm,
  paddingBlock: space.xs,
  [oneRow]: { gridTemplateColumns: 'auto minmax(0, 1fr) auto', gridTemplateAreas: '"brand nav lang"', columnGap: space.xs },
  [tablet]: { columnGap: space.sm, paddingBlock: space.sm },
});
const brand = css({
  gridArea: 'brand', justifySelf: 'start',
  display: 'inline-flex', alignItems: 'center', gap: space.sm, minHeight: '2.75rem',
  fontFamily: font.display, fontWeight: 700, fontSize: text.lg, color: color.text, textDecoration: 'none', letterSpacing: '-0.02em',
  // In the one-row phone header the mark stands for the name (still read out).
  [oneRow]: { '@media (max-width: 32.99em)': { '.name': { position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' } } },
});
const nav = css({
  gridArea: 'nav', display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: space.xs, margin: `0 0 0 -${space.sm}`,
  [oneRow]: { justifyContent: 'flex-end', margin: 0 },
  [tablet]: { gap: space.sm },
});
const control = {
  display: 'inline-flex', alignItems: 'center', minHeight: '2.75rem', padding: `0 ${space.sm}`,
  fontSize: text.sm, fontWeight: 500, textDecoration: 'none', borderRadius: radius.sm,
} as const;
const menu = css({
  flex: 'none',
  summary: {
    ...control, gap: space.xs, cursor: 'pointer', listStyle: 'none', color: color.text, fontWeight: 600,
    '&::-webkit-details-marker': { display: 'none' },
    svg: { width: '1.25rem', height: '1.25rem' },
  },
  // One icon at a time: the bars while closed, the cross while open.
  '&:not([open]) .close, &[open] .open': { display: 'none' },
  // Phones and small tablets keep room for "Request a consultation": the bars alone, the word still read out.
  '@media (max-width: 44.99em)': { '.label': { position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' } },
  [desktop]: { [inline]: { summary: { display: 'none' }, '&::details-content': { contentVisibility: 'visible' } } },
});
const list = css({
  // The drop-down, under the whole header, over the page.
  position: 'absolute', top: '100%', left: 0, right: 0, listStyle: 'none', margin: 0,
  // Each page's name starts under the word "Menu" (the links have their own inline padding).
  padding: `${space.xs} calc(clamp(${space.md}, 4vw, ${space.xl}) - ${space.sm}) ${space.sm}`,
  background: color.bg, borderBottom: `1px solid ${color.border}`, boxShadow: shadow.raised,
  a: { ...control, display: 'flex', fontSize: text.md, color: color.text },
  [desktop]: {
    [inline]: {
      position: 'static', display: 'flex', gap: '0 0.25rem', padding: 0, background: 'none', border: 0, boxShadow: 'none',
      a: { display: 'inline-flex', fontSize: text.sm, color: color.muted, '&:hover': { color: color.text } },
    },
  },
  'a[aria-current="page"]': { color: color.text, textDecoration: 'underline', textDecorationThickness: '2px', textDecorationColor: color.accent },
});
// The one action every page offers, as a button, never behind the menu.
const cta = css({
  // On a phone a size smaller, so the longest label ("Richiedi una consulenza") keeps 14 px each side.
  ...control, flex: 'none', padding: '0 0.875rem', fontSize: text.xs, borderRadius: radius.md, fontWeight: 650, whiteSpace: 'nowrap',
  [tablet]: { padding: `0 ${space.md}`, fontSize: text.sm },
  background: color.accent, color: color.onAccent,
  '&:hover': { background: color.text, color: color.bg },
  '&[aria-current="page"]': { background: color.text, color: color.bg },
});
const lang = css({ gridArea: 'lang' });

const pages = [
  ['/services', 'nav.services'],
  ['/open-source', 'nav.openSource'],
  ['/case-studies', 'nav.caseStudies'],
  ['/about', 'nav.about'],
] as const;

export function Header({ currentPath }: { currentPath: string }) {
  const { t, link } = useI18n();
  const current = (path: string) => (currentPath === path || currentPath.startsWith(`${path}/`) ? 'page' : undefined);
  return (
    <header css={bar}>
      <Container css={row}>
        <a css={brand} href={link('/')}>
          <Logo />
          <span className="name">{settings.name}</span>
        </a>
        <nav css={nav} aria-label={t('nav.label')}>
          <details css={menu} data-menu="">
            <summary>
              <Menu className="open" aria-hidden="true" focusable="false" />
              <X className="close" aria-hidden="true" focusable="false" />
              <span className="label">{t('nav.menu')}</span>
            </summary>
            <ul css={list}>
              {pages.map(([path, key]) => (
                <li key={path}>
                  <a href={link(path)} aria-current={current(path)}>{t(key)}</a>
                </li>
              ))}
            </ul>
          </details>
          <a css={cta} href={link('/consultation')} aria-current={current('/consultation')}>{t('nav.consultation')}</a>
        </nav>
        <div css={lang}>
          <LanguageSwitch />
        </div>
      </Container>
    </header>
  );
}
