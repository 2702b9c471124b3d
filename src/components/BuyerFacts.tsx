import { css } from '@emotion/react';
import { settings } from '../content/index.ts';
import { incidentResponseText, lengthText } from '../content/engagement.ts';
import { countInWords } from '../i18n/countWords.ts';
import { formatNumber } from '../i18n/figures.ts';
import { useI18n } from '../i18n/I18nProvider.tsx';
import { color, font, media, space, text } from '../theme/tokens.ts';

// Two independent columns (not a grid's rows): an answer of seventeen lines beside one of three
// would leave a hole as tall as the difference under the short one. The order runs down the first
// column, then the second, as it is read and heard.
const list = css({
  margin: 0, [media.md]: { columnCount: 2, columnGap: space.xl },
  '& > div': { breakInside: 'avoid', marginBottom: space.lg },
  '& > div:last-child': { marginBottom: 0 },
  dt: { fontFamily: font.display, fontSize: text.lg, fontWeight: 700, letterSpacing: '-0.01em', marginBottom: space.xs },
  dd: { margin: 0, color: color.muted },
});

/** The buyer's questions, in the order a buyer asks them; each answer's wording is buyer.<key>.text in ui.json. */
export const buyerQuestions = ['capacity', 'contract', 'access', 'security', 'payment', 'ownership', 'support', 'travel', 'independence', 'record'] as const;

/**
 * What a buyer asks before signing, answered once: capacity and start, contract, access to
 * your systems, security practice, payment and law, who owns the code, support hours, travel, independence and track record. The numbers are the owner's facts
 * in content/settings.json, the same in both languages; the words are in ui.json.
 */
export function BuyerFacts() {
  const { t, lang } = useI18n();
  const { offer, company } = settings;
  const values: Partial<Record<(typeof buyerQuestions)[number], Record<string, string | number>>> = {
    capacity: { atOnce: countInWords(offer.atOnce, lang, t), startsIn: lengthText(t, lang, offer.startsAfterReview) },
    support: { from: offer.supportHours.from, to: offer.supportHours.to, response: incidentResponseText(t, lang, offer.support.incidentResponseHours) },
    // A year is written without a thousands separator; a count with the language's.
    record: { founded: String(company.founded), engagements: formatNumber(company.engagements, lang) },
  };
  return (
    <dl css={list}>
      {buyerQuestions.map((key) => (
        <div key={key} id={`buyer-${key}`}>
          <dt>{t(`buyer.${key}.title`)}</dt>
          <dd>{t(`buyer.${key}.text`, values[key])}</dd>
        </div>
      ))}
    </dl>
  );
}
