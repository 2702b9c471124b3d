import { css } from '@emotion/react';
import { settings } from '../content/index.ts';
import { useI18n } from '../i18n/I18nProvider.tsx';
import { color, media, radius, space, text } from '../theme/tokens.ts';
import { Container } from './Container.tsx';
import { LanguageSwitch } from './LanguageSwitch.tsx';
import { Logo } from './Logo.tsx';

// Named, so a view transition between pages keeps the header still and fades only the rest.
const bar = css({ borderBottom: `1px solid ${color.border}`, background: color.bg, viewTransitionName: 'site-header' });
const row = css({
  display: 'grid', gridTemplateColumns: '1fr auto', alignItems: 'center', columnGap: space.sm,
  paddingBlock: space.sm,
  [media.md]: { gridTemplateColumns: 'auto 1fr auto' },
});
const brand = css({
  display: 'inline-flex', alignItems: 'center', gap: space.sm, minHeight: '2.75rem',
  fontWeight: 700, fontSize: text.lg, color: color.text, textDecoration: 'none', letterSpacing: '-0.02em',
});
const nav = css({
  gridColumn: '1 / -1', order: 3,
  [media.md]: { gridColumn: 'auto', order: 0, justifySelf: 'end' },
});
const navList = css({
  display: 'flex', flexWrap: 'wrap', gap: '0 0.25rem', listStyle: 'none', padding: 0, margin: `0 0 0 -0.5rem`,
  [media.md]: { margin: 0 },
});
const navLink = css({
  display: 'inline-flex', alignItems: 'center', minHeight: '2.75rem', padding: '0 0.5rem',
  color: color.muted, fontSize: text.sm, fontWeight: 500, textDecoration: 'none', borderRadius: radius.sm,
  '&:hover': { color: color.text },
  '&[aria-current="page"]': { color: color.text, textDecoration: 'underline', textDecorationThickness: '2px', textDecorationColor: color.accent },
});

const navItems = [
  ['/services', 'nav.services'],
  ['/open-source', 'nav.openSource'],
  ['/case-studies', 'nav.caseStudies'],
  ['/consultation', 'nav.consultation'],
] as const;

export function Header({ currentPath }: { currentPath: string }) {
  const { t, link } = useI18n();
  return (
    <header css={bar}>
      <Container css={row}>
        <a css={brand} href={link('/')}>
          <Logo />
          {settings.name}
        </a>
        <nav css={nav} aria-label={t('nav.label')}>
          <ul css={navList}>
            {navItems.map(([path, key]) => (
              <li key={path}>
                <a css={navLink} href={link(path)} aria-current={currentPath === path || currentPath.startsWith(`${path}/`) ? 'page' : undefined}>
                  {t(key)}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <LanguageSwitch />
      </Container>
    </header>
  );
}
