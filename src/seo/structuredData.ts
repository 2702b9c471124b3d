// schema.org JSON-LD for search engines, built only from what the content says.
import type { Settings } from '../content/settings.ts';
import { languageNames, languages, type Lang } from '../i18n/languages.ts';

export type JsonLd = Record<string, unknown>;

const organizationId = (settings: Settings) => `${settings.siteUrl}/#organization`;
/** The consultancy as named on pages without the full Organization node (validators want a name). */
const organizationRef = (settings: Settings) => ({ '@type': 'Organization', '@id': organizationId(settings), name: settings.name, url: `${settings.siteUrl}/` });
const availableLanguage = languages.map((lang) => ({ '@type': 'Language', name: languageNames[lang], alternateName: lang }));

/** The consultancy with the facts a buyer checks; on /about also its people, as `employee`, and how an engagement is priced. */
export function organization(settings: Settings, logoUrl: string, employees: readonly JsonLd[] = [], offers?: JsonLd): JsonLd {
  const { mailboxes, company } = settings;
  return {
    '@type': 'Organization',
    '@id': organizationId(settings),
    name: settings.name,
    legalName: company.legalName,
    vatID: company.vatId,
    // The REA number has no property of its own in schema.org: an identifier named by its register.
    // (Neither has the share capital, which the pages show.)
    identifier: { '@type': 'PropertyValue', propertyID: 'REA', value: company.register.rea },
    foundingDate: String(company.founded),
    address: {
      '@type': 'PostalAddress',
      streetAddress: company.address.street,
      postalCode: company.address.postalCode,
      addressLocality: company.address.locality,
      ...(company.address.region ? { addressRegion: company.address.region } : {}),
      addressCountry: company.address.country,
    },
    url: `${settings.siteUrl}/`,
    logo: logoUrl,
    email: mailboxes.consultation,
    contactPoint: [
      { '@type': 'ContactPoint', contactType: 'technical consultation', email: mailboxes.consultation, availableLanguage },
      { '@type': 'ContactPoint', contactType: 'partnerships', email: mailboxes.partnerships, availableLanguage },
    ],
    ...(settings.sameAs.length ? { sameAs: settings.sameAs } : {}),
    ...(employees.length ? { employee: employees.map((e) => ({ '@id': e['@id'] })) } : {}),
    ...(offers ? { hasOfferCatalog: offers } : {}),
  };
}

/** One of our engineers, described on /about at its anchor: the same @id in every language, the role in the page's. */
export function person(
  settings: Settings,
  url: string,
  entry: { slug: string; data: { name: string; role: string; location: string; languages: readonly string[]; github?: string } },
): JsonLd {
  const { name, role, location, languages: spoken, github } = entry.data;
  return {
    '@type': 'Person',
    '@id': `${settings.siteUrl}/about#${entry.slug}`,
    name,
    jobTitle: role,
    url: `${url}#${entry.slug}`,
    workLocation: { '@type': 'Place', name: location },
    knowsLanguage: spoken,
    worksFor: { '@id': organizationId(settings) },
    ...(github ? { sameAs: [`https://github.com/${github}`] } : {}),
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

/** A service, described once at the address of its own page (and referred to from /services), with what its engagement costs. */
export function service(settings: Settings, lang: Lang, serviceUrl: string, entry: { title: string; description: string; technologies: readonly string[] }, offers: readonly JsonLd[] = []): JsonLd {
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
    ...(offers.length ? { offers } : {}),
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
