import { describe, expect, it } from 'vitest';
import { createTranslate } from '../../src/i18n/translate.ts';

describe('t(key)', () => {
  const t = createTranslate({ greeting: 'Ciao {name}', plain: 'Servizi' });

  it('returns the message of a known key', () => {
    expect(t('plain')).toBe('Servizi');
  });

  it('shows the key itself when the translation is missing', () => {
    expect(t('nav.unknown')).toBe('nav.unknown');
  });

  it('does not treat inherited object properties as messages', () => {
    expect(t('constructor')).toBe('constructor');
    expect(t('toString')).toBe('toString');
  });

  it('fills {placeholders} and leaves unknown ones visible', () => {
    expect(t('greeting', { name: 'Zoë' })).toBe('Ciao Zoë');
    expect(t('greeting', { other: 1 })).toBe('Ciao {name}');
  });
});
