// The privacy notice (GDPR art. 13) as built: /privacy and /it/privacy exist, every page's footer
// links its language's notice, and the notice names the controller from content/settings.json.
import { describe, expect, it } from 'vitest';
import { registerText } from '../../src/content/company.ts';
import { vatNumber } from '../../src/content/settings.ts';
import { createTranslate } from '../../src/i18n/translate.ts';
import { content } from '../e2e/site.ts';
import { htmlFiles, read, urlOf } from './built.ts';

const { company, mailboxes } = content.settings;
const footerOf = (html: string) => html.slice(html.lastIndexOf('<footer'));
const mainOf = (html: string) => html.slice(html.indexOf('<main'), html.indexOf('</main>'));
const text = (html: string) => html.replace(/<!-- -->/g, '').replace(/<[^>]+>/g, ' ').replace(/&#x27;|&#39;/g, "'").replace(/&amp;/g, '&').replace(/\s+/g, ' ');

describe('the privacy notice', () => {
  for (const lang of ['en', 'it'] as const) {
    const path = lang === 'en' ? '/privacy' : '/it/privacy';
    const file = `${path.slice(1)}.html`;
    const notice = content.entries.find((e) => e.collection === 'privacy' && e.lang === lang)!;
    const data = notice.data as { title: string; retention: { months: number }; processor: { name: string } };

    it(`${path} is a page, in the sitemap with its twin`, () => {
      expect(htmlFiles).toContain(file);
      const html = read(file).toString();
      expect(html).toMatch(new RegExp(`<html lang="${lang}"`));
      expect(html.match(/<h1[^>]*>([^<]*)<\/h1>/)?.[1]).toBe(data.title);
      expect(read('sitemap.xml').toString()).toContain(`<loc>${content.settings.siteUrl}${path}</loc>`);
    });

    it(`${path} names the controller from the settings: legal name, VAT and REA number, and the privacy mailbox`, () => {
      const main = text(mainOf(read(file).toString()));
      const t = createTranslate(content.ui[lang]);
      for (const fact of [company.legalName, vatNumber(company.vatId, lang), registerText(company.register, t), company.register.rea, mailboxes.privacy, data.processor.name, String(data.retention.months)]) {
        expect(main).toContain(fact);
      }
    });
  }

  it('is linked from the footer of every page, in the page\'s language', () => {
    expect(htmlFiles.length).toBeGreaterThan(30);
    for (const file of htmlFiles) {
      const italian = urlOf(file) === '/it' || urlOf(file).startsWith('/it/');
      expect(footerOf(read(file).toString()), file).toContain(`href="${italian ? '/it/privacy' : '/privacy'}"`);
    }
  });
});
