import { describe, expect, it } from 'vitest';
import { alternates, localizePath, splitLang } from '../../src/i18n/paths.ts';

describe('language paths', () => {
  it('English lives at the plain paths, Italian under /it', () => {
    expect(localizePath('/', 'en')).toBe('/');
    expect(localizePath('/services', 'en')).toBe('/services');
    expect(localizePath('/', 'it')).toBe('/it');
    expect(localizePath('/services', 'it')).toBe('/it/services');
  });

  it('splits a pathname into language and neutral path', () => {
    expect(splitLang('/')).toEqual({ lang: 'en', path: '/' });
    expect(splitLang('/it')).toEqual({ lang: 'it', path: '/' });
    expect(splitLang('/it/case-studies/x')).toEqual({ lang: 'it', path: '/case-studies/x' });
    expect(splitLang('/italy')).toEqual({ lang: 'en', path: '/italy' });
    expect(splitLang('/en/services')).toEqual({ lang: 'en', path: '/en/services' });
  });

  it('round-trips every page between the languages', () => {
    for (const path of ['/', '/services', '/case-studies/a-b']) {
      for (const { lang, path: localized } of alternates(path)) {
        expect(splitLang(localized)).toEqual({ lang, path });
      }
    }
  });
});
