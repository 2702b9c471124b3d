import { describe, expect, it } from 'vitest';
import { eyebrowAdds } from '../../src/components/eyebrow.ts';

describe('an eyebrow', () => {
  it('is left out where the title already says it', () => {
    expect(eyebrowAdds('Services', 'Services')).toBe(false);
    expect(eyebrowAdds('Consultation', 'Request a consultation')).toBe(false);
    expect(eyebrowAdds('Consulenza', 'Richiedi una consulenza')).toBe(false);
  });
  it('stays where it names what the title does not', () => {
    expect(eyebrowAdds('Payments', 'Card fraud scored at authorisation time, not overnight')).toBe(true);
    expect(eyebrowAdds('Open source', 'Contributions')).toBe(true);
    expect(eyebrowAdds(undefined, 'Contributions')).toBe(false);
  });
});
