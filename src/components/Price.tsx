import { css } from '@emotion/react';
import { settings } from '../content/index.ts';
import type { Price as PriceValue } from '../i18n/money.ts';
import { useI18n } from '../i18n/I18nProvider.tsx';
import { pricePhrase, type PriceUnit } from '../i18n/money.ts';
import { text } from '../theme/tokens.ts';

// No colours of its own: a price reads in its context's (a card's text, the hero's ink band).
const line = css({ display: 'block' });
const amount = css({ fontWeight: 700, fontVariantNumeric: 'tabular-nums' });
const note = css({ fontSize: text.sm });

/**
 * A price where its offer is: the amount set apart, its VAT note small beside it ("€1,900 excluding
 * VAT"). An offer the owner prices privately has no `price`: then it says how the price is agreed.
 */
export function Price({ price, unit = 'offer', className }: { price: PriceValue | undefined; unit?: PriceUnit; className?: string }) {
  const { t, lang } = useI18n();
  if (!price) return <span css={[line, note]} className={className}>{t('price.quoted')}</span>;
  const phrase = pricePhrase(price, settings.offer.currency, lang, t, unit);
  return (
    <span css={line} className={className}>
      <span css={amount}>{phrase.price}</span>{phrase.separator}<span css={note}>{phrase.vat}</span>
    </span>
  );
}
