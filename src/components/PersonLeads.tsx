import { getEntries } from '../content/index.ts';
import { useI18n } from '../i18n/I18nProvider.tsx';
import { andList } from '../i18n/lists.ts';

/** In a person's facts on /about: the services they lead, each linking to its page (nothing when none). */
export function PersonLeads({ slug }: { slug: string }) {
  const { t, lang, link } = useI18n();
  const led = getEntries('services', lang).filter((s) => s.data.lead === slug);
  if (led.length === 0) return null;
  // The list's words ("and", "e") between the links, as the language writes them.
  const parts = andList(lang).formatToParts(led.map((s) => s.slug));
  return (
    <>
      <dt>{t('people.leads')}</dt>
      <dd>
        {parts.map((part, i) => {
          const service = part.type === 'element' ? led.find((s) => s.slug === part.value) : undefined;
          return service ? <a key={i} href={link(`/services/${service.slug}`)}>{service.data.title}</a> : part.value;
        })}
      </dd>
    </>
  );
}
