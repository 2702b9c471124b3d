import { getEntries } from '../content/index.ts';
import { useI18n } from '../i18n/I18nProvider.tsx';
import { cardGrid } from './Card.tsx';
import type { HeadingLevel } from './Heading.tsx';
import { ServiceCard } from './ServiceCard.tsx';

const grid = cardGrid('17rem');

export function ServicesGrid({ level, withBody = false }: { level: HeadingLevel; withBody?: boolean }) {
  const { lang } = useI18n();
  return (
    <ul css={grid}>
      {getEntries('services', lang).map((service) => (
        <li key={service.slug}>
          <ServiceCard service={service} level={level} withBody={withBody} />
        </li>
      ))}
    </ul>
  );
}
