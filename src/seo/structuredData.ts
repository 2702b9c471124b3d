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

/** A service, described once at the address of its own page (and referred to from /services). */
export function service(settings: Settings, lang: Lang, serviceUrl: string, entry: { title: string; description: string; technologies: readonly string[] }): JsonLd {
  return {
    '@type': 'Service',
    '@id': `${serviceUrl}#service`,
    name: entry.title,
    serviceType: entry.title,
    description: entry.description,
    url: serviceUrl,
    inLanguage: lang,
    provider: organizationRef(settings),
    availableLanguage,
    keywords: entry.technologies.join(', '),
  };
}

/** The trail from the home page to this one, for search results ("Home > Services > Apache Flink"). */
export function breadcrumbs(trail: readonly { name: string; url: string }[]): JsonLd {
  return {
    '@type': 'BreadcrumbList',
    itemListElement: trail.map(({ name, url }, i) => ({ '@type': 'ListItem', position: i + 1, name, item: url })),
  };
}

export function caseStudyArticle(
  settings: Settings,
  lang: Lang,
  pageUrl: string,
  imageUrl: string,
  study: { title: string; challenge: string; industry: string; technologies: readonly string[]; published: string; updated?: string },
): JsonLd {
  return {
    '@type': 'Article',
    '@id': `${pageUrl}#article`,
    headline: study.title,
    description: study.challenge,
    about: study.industry,
    keywords: study.technologies.join(', '),
    datePublished: study.published,
    dateModified: study.updated ?? study.published,
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
