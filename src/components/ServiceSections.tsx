import { css } from '@emotion/react';
import type { ReactNode } from 'react';
import { getEntries, settings, type LoadedEntry } from '../content/index.ts';
import { formatMoney, priceAmount } from '../i18n/money.ts';
import { budgetSpan, incidentResponseText, lengthText, spanText } from '../content/engagement.ts';
import { countInWords } from '../i18n/countWords.ts';
import { useI18n } from '../i18n/I18nProvider.tsx';
import { color, media, space, text } from '../theme/tokens.ts';
import { FeatureList } from './FeatureList.tsx';
import { MoreLink } from './MoreLink.tsx';
import { ModelTerms, SupportTerms } from './OfferTerms.tsx';
import { ServiceLead } from './ServiceLead.tsx';
import { ServiceVersions } from './ServiceVersions.tsx';

// Inside the service's Prose column: the same rhythm as its Markdown, heading then content.
const part = css({ '& > * + *': { marginTop: space.md } });
// The same size as the lists above it (a FeatureList on a card is smaller).
const kept = css({ fontSize: 'inherit' });
// The retainer, then the hours it covers, each on its own line.
const line = css({ display: 'block', '& + &': { marginTop: space.xs } });
const facts = css({
  display: 'grid', gap: `${space.sm} ${space.lg}`, marginBottom: 0,
  [media.sm]: { gridTemplateColumns: 'max-content minmax(0, 1fr)' },
  dt: { fontSize: text.xs, fontWeight: 700, textTransform: 'uppercase', letterSpacing: '0.08em', color: color.muted, paddingTop: '0.2rem' },
  dd: { margin: `0 0 ${space.sm}`, [media.sm]: { margin: 0 } },
});

/**
 * A service's page in the same four parts for every service, each with its own anchor: the
 * problems we are called in for, what we do, what the client keeps, and how an engagement runs.
 */
export function ServiceSections({ service }: { service: LoadedEntry<'services'> }) {
  const { t, lang, link } = useI18n();
  const { problems, work, deliverables, versions, engagement } = service.data;
  // A typical total, only where the day rate is published: a buyer should not have to multiply.
  const { dayRate, currency, supportHours, support } = settings.offer;
  const budget = dayRate && budgetSpan(priceAmount(dayRate).amount, engagement.engineers, engagement.length);
  // A team that is most of our people cannot start at any date: said where the team is, so a
  // buyer does not learn it at signing. Counted from the people and the team, never written down.
  const people = getEntries('people', lang).length;
  const largest = engagement.engineers.to;
  const teamShare = largest * 2 > people && t('service.teamShare', { size: countInWords(largest, lang, t), people: countInWords(people, lang, t) });
  const section = (id: string, title: string, children: ReactNode) => (
    <section id={id} aria-labelledby={`${id}-title`} css={part}>
      <h2 id={`${id}-title`}>{title}</h2>
      {children}
    </section>
  );
  return (
    <>
      {section('problems', t('service.problemsTitle'), <ul>{problems.map((p) => <li key={p}>{p}</li>)}</ul>)}
      {section('work', t('service.workTitle'), (
        <>
          <ul>{work.map((w) => <li key={w}>{w}</li>)}</ul>
          {versions && <ServiceVersions versions={versions} />}
        </>
      ))}
      {section('deliverables', t('service.deliverablesTitle'), <FeatureList items={deliverables} css={kept} />)}
      {section('engagement', t('service.engagementTitle'), (
        <>
          <dl css={facts}>
            {/* The first step, the Architecture Review and its price, is in the page's At a glance: said once. */}
            <dt>{t('service.pricing')}</dt>
            <dd><ModelTerms models={engagement.models} /></dd>
            <dt>{t('service.length')}</dt>
            <dd>{lengthText(t, lang, engagement.length)}</dd>
            <dt>{t('service.team')}</dt>
            <dd>
              <span css={line}>{t('service.teamValue', { range: spanText(engagement.engineers, lang), from: engagement.engineers.from, to: engagement.engineers.to })}</span>
              {teamShare && <span css={line}>{teamShare}</span>}
            </dd>
            {budget && (
              <>
                <dt>{t('service.budget')}</dt>
                <dd>{t('service.budgetValue', { from: formatMoney(budget.from, currency, lang), to: formatMoney(budget.to, currency, lang) })}</dd>
              </>
            )}
            <dt>{t('service.lead')}</dt>
            <dd><ServiceLead slug={service.data.lead} /></dd>
            <dt>{t('service.after')}</dt>
            <dd><span css={line}><SupportTerms /></span><span css={line}>{t('service.supportHours', { from: supportHours.from, to: supportHours.to, response: incidentResponseText(t, lang, support.incidentResponseHours) })}</span></dd>
          </dl>
          <MoreLink href={link('/about#engagement')}>{t('service.engagementMore')}</MoreLink>
        </>
      ))}
    </>
  );
}
