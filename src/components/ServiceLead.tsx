import { getEntry } from '../content/index.ts';
import { useI18n } from '../i18n/I18nProvider.tsx';

/** Who leads a service: their name, linking to their card on /about, and their role. */
export function ServiceLead({ slug }: { slug: string }) {
  const { lang, link } = useI18n();
  const person = getEntry('people', lang, slug);
  // The content check makes sure every service's lead is one of the people; this only guards a render.
  if (!person) return null;
  return <><a href={`${link('/about')}#${slug}`}>{person.data.name}</a>, {person.data.role}</>;
}
