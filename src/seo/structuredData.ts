// schema.org JSON-LD for search engines, built only from what the content says.
import type { Settings } from '../content/settings.ts';
import { languageNames, languages, type Lang } from '../i18n/languages.ts';

export type JsonLd = Record<string, unknown>;

const organizationId = (settings: Settings) => `${settings.siteUrl}/#organization`;
/** The consultancy as named on pages without the full Organization node (validators want a name). */
const organizationRef = (settings: Settings) => ({ '@type': 'Organization', '@id': organizationId(settings), name: settings.name, url: `${settings.siteUrl}/` });
const availableLanguage = languages.map((lang) => ({ '@type': 'Language', name: languageNames[lang], alternateName: lang }));

export function organization(settings: Settings, logoUrl: string): JsonLd {
  const { mailboxes } = settings;
  return {
    '@type': 'Organization',
    '@id': organizationId(settings),
    name: settings.name,
    url: `${settings.siteUrl}/`,
    logo: logoUrl,
    email: mailboxes.consultation,
    contactPoint: [
      { '@type': 'ContactPoint', contactType: 'technical consultation', email: mailboxes.consultation, availableLanguage },
      { '@type': 'ContactPoint', contactType: 'partnerships', email: mailboxes.partnerships, availableLanguage },
    ],
    ...(settings.sameAs.length ? { sameAs: settings.sameAs } : {}),
  };
}

export function webSite(settings: Settings, lang: Lang, url: string): JsonLd {
  return {
    '@type': 'WebSite',
    '@id': `${settings.siteUrl}/#website`,
    name: settings.name,
    url,
    inLanguage: lang,
    publisher: { '@id': organizationId(settings) },
  };
}

export function service(settings: Settings, lang: Lang, pageUrl: string, entry: { slug: string; title: string; description: string; technologies: readonly string[] }): JsonLd {
  return {
    '@type': 'Service',
    '@id': `${pageUrl}#${entry.slug}`,
    name: entry.title,
    serviceType: entry.title,
    description: entry.description,
    url: `${pageUrl}#${entry.slug}`,
    inLanguage: lang,
    provider: organizationRef(settings),
    availableLanguage,
    keywords: entry.technologies.join(', '),
  };
}

export function caseStudyArticle(
  settings: Settings,
  lang: Lang,
  pageUrl: string,
  imageUrl: string,
  study: { title: string; challenge: string; industry: string; technologies: readonly string[]; published: string },
): JsonLd {
  return {
    '@type': 'Article',
    '@id': `${pageUrl}#article`,
    headline: study.title,
    description: study.challenge,
    about: study.industry,
    keywords: study.technologies.join(', '),
    datePublished: study.published,
    inLanguage: lang,
    image: imageUrl,
    mainEntityOfPage: pageUrl,
    author: organizationRef(settings),
    publisher: organizationRef(settings),
  };
}

/** One <script type="application/ld+json"> body: every node of the page in one graph. */
export function graph(nodes: JsonLd[]): JsonLd {
  return { '@context': 'https://schema.org', '@graph': nodes };
}
