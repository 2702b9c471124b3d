import { css } from '@emotion/react';
import { Handshake, Mail } from 'lucide-react';
import { settings } from '../content/index.ts';
import { useI18n } from '../i18n/I18nProvider.tsx';
import { color, radius, space, text } from '../theme/tokens.ts';
import { ButtonLink } from './ButtonLink.tsx';
import { Card, cardGrid, cardTitle } from './Card.tsx';
import { Section } from './Section.tsx';

const grid = css(cardGrid('18rem', 'auto-fit'), { maxWidth: '48rem' });
const icon = css({ width: '2.5rem', height: '2.5rem', padding: '0.55rem', borderRadius: radius.md, background: color.accentSoft, color: color.accentText });
const mail = css({ fontWeight: 650, fontSize: text.md, wordBreak: 'break-word', marginTop: 'auto' });
const muted = css({ color: color.muted });
const mailboxCards = [
  { Icon: Mail, key: 'consultation', address: 'consultation' },
  { Icon: Handshake, key: 'partnerships', address: 'partnerships' },
] as const;
const actions = css({ display: 'flex', flexWrap: 'wrap', gap: space.md, marginTop: space.xl });

export function ContactSection() {
  const { t, link } = useI18n();
  const { mailboxes } = settings;
  return (
    <Section id="contact" eyebrow={t('contact.eyebrow')} heading={t('contact.title')} intro={t('contact.intro')} tone="surface">
      <ul css={grid}>
        {mailboxCards.map(({ Icon, key, address }) => (
          <li key={key}>
            <Card>
              <Icon css={icon} aria-hidden="true" focusable="false" />
              <h3 css={cardTitle}>{t(`contact.${key}`)}</h3>
              <p css={muted}>{t(`contact.${key}Text`)}</p>
              <a css={mail} href={`mailto:${mailboxes[address]}`}>{mailboxes[address]}</a>
            </Card>
          </li>
        ))}
      </ul>
      <div css={actions}>
        <ButtonLink href={link('/consultation')} variant="primary">{t('contact.ctaConsultation')}</ButtonLink>
        <ButtonLink href={link('/case-studies')} variant="secondary">{t('contact.ctaCaseStudies')}</ButtonLink>
      </div>
    </Section>
  );
}
