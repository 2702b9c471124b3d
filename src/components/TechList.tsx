import { css } from '@emotion/react';
import { filterPath } from '../content/index.ts';
import { useI18n } from '../i18n/I18nProvider.tsx';
import { color, font, radius, text } from '../theme/tokens.ts';

// Tags keep their own size in a stretched grid cell: aligned to the start, never stretched.
const list = css({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', alignContent: 'flex-start', justifySelf: 'start', gap: '0.375rem', listStyle: 'none', padding: 0, margin: 0 });
// A technology reads like a topic name: mono, on the surface.
const tag = css({
  padding: '0.125rem 0.5rem', borderRadius: radius.sm, border: `1px solid ${color.border}`,
  background: color.surface, color: color.text, fontFamily: font.mono, fontSize: text.xs, fontWeight: 500, lineHeight: 1.5,
});
// A linked tag keeps the look of a tag, at the 24 px a pointer target needs (WCAG 2.5.8).
const linkTag = css({
  display: 'inline-flex', alignItems: 'center', minHeight: '1.75rem', textDecoration: 'none',
  '&:hover': { color: color.text, borderColor: color.accent, textDecoration: 'underline' },
});

/**
 * Technology tags. With `linked`, each technology that has a case-study filter page links to
 * it (in the page's language), named as that page is ("Apache Flink case studies"), so the link
 * makes sense on its own, as the industry badge does. The list itself has no name: ARIA allows
 * one on a list but recommends it only on landmarks, widgets and the like, and html-validate
 * (aria-label-misuse) refuses it; a nav per card would repeat one landmark a dozen times a page.
 */
export function TechList({ technologies, linked = false }: { technologies: readonly string[]; linked?: boolean }) {
  const { t, link } = useI18n();
  const paths = technologies.map((tech) => (linked ? filterPath('technology', tech) : undefined));
  return (
    <ul css={list}>
      {technologies.map((tech, i) => {
        const path = paths[i];
        return path
          ? <li key={tech}><a css={[tag, linkTag]} href={link(path)} className="print-plain" aria-label={t('caseStudies.list.technologyTitle', { technology: tech })}>{tech}</a></li>
          : <li key={tech} css={tag}>{tech}</li>;
      })}
    </ul>
  );
}
