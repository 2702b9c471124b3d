// The company facts an Italian company must show on its website (Civil Code art. 2250), as each
// language writes them: the Companies Register and the REA number, the share capital paid up.
// Pure, so the footer, /about, the privacy notice and the tests write them the same way.
import { formatMoney } from '../i18n/money.ts';
import type { Lang } from '../i18n/languages.ts';
import type { Translate } from '../i18n/translate.ts';
import type { Settings } from './settings.ts';

type Company = Settings['company'];

/** "Milan Companies Register, REA MI-0000000" / "Registro delle imprese di Milano, REA MI-0000000". */
export function registerText({ office, rea }: Company['register'], t: Translate): string {
  return t('company.registerValue', { office, rea });
}

/**
 * The share capital and what of it is paid up: "€10,000, fully paid up" / "10.000 €, interamente
 * versato"; `short` for the footer's one line ("10.000 € i.v."). Partly paid: "€10,000, €2,500 paid up".
 */
export function shareCapitalText({ amount, paidUp, currency }: Company['shareCapital'], lang: Lang, t: Translate, short = false): string {
  const money = formatMoney(amount, currency, lang);
  if (paidUp === amount) return t(short ? 'company.paidUpShort' : 'company.paidUp', { amount: money });
  return t('company.partlyPaid', { amount: money, paid: formatMoney(paidUp, currency, lang) });
}
