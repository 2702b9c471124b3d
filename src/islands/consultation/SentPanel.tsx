import Copy from 'lucide-react/icons/copy';
import ExternalLink from 'lucide-react/icons/external-link';
import Mail from 'lucide-react/icons/mail';
import { useRef, type RefObject } from 'react';
import { toast } from 'sonner';
import type { Translate } from '../../i18n/translate.ts';
import type { ComposedMail } from './mailto.ts';
import * as s from './styles.ts';
import { webmails } from './webmail.ts';

interface Props {
  mail: ComposedMail;
  t: Translate;
  headingRef: RefObject<HTMLHeadingElement | null>;
  onEdit: () => void;
  onNew: () => void;
}

/**
 * Shown once the mail app was asked to open: the whole message, ready to copy, for the
 * visitor whose mail app did not open or whose message was too long for a mail link.
 */
export function SentPanel({ mail, t, headingRef, onEdit, onNew }: Props) {
  const messageRef = useRef<HTMLTextAreaElement>(null);

  const selectMessage = () => {
    messageRef.current?.focus();
    messageRef.current?.select();
  };

  const copy = async () => {
    try {
      if (!navigator.clipboard) throw new Error('Clipboard API unavailable');
      await navigator.clipboard.writeText(mail.body);
      toast.success(t('toast.copied'));
    } catch {
      // No clipboard access (permissions, insecure context): select the text for Ctrl+C.
      selectMessage();
      toast(t('toast.selectToCopy'));
    }
  };

  return (
    <section css={s.form} aria-labelledby="sent-title">
      <h2 css={s.heading} id="sent-title" ref={headingRef} tabIndex={-1}>
        {mail.fitsInUrl ? t('sent.title') : t('sent.titleLong')}
      </h2>
      {mail.fitsInUrl ? (
        <p css={s.muted}>{t('sent.text')}</p>
      ) : (
        <p css={s.warning}>{t('sent.textLong')}</p>
      )}
      {/* No mail app (most webmail users on a desktop): the same message, composed in their
          webmail, in a new tab so this page and the draft stay. Nothing loads until a click. */}
      <div css={s.webmail} role="group" aria-labelledby="sent-webmail">
        <p id="sent-webmail">{t('sent.webmail')}</p>
        <div css={s.actions}>
          {webmails(mail).map(({ name, url }) => (
            <a key={name} css={[s.button, s.secondary]} href={url} target="_blank" rel="noopener noreferrer">
              {t('sent.openIn', { service: name })}
              <ExternalLink css={s.icon} aria-hidden="true" focusable="false" />
              <span className="visually-hidden">{t('sent.newTab')}</span>
            </a>
          ))}
        </div>
      </div>
      <dl css={s.headers}>
        <dt>{t('sent.to')}</dt>
        <dd><a href={`mailto:${mail.to}`}>{mail.to}</a></dd>
        <dt>{t('sent.subject')}</dt>
        <dd>{mail.subject}</dd>
      </dl>
      <div css={s.field}>
        <label css={s.label} htmlFor="sent-message">{t('sent.message')}</label>
        <textarea css={s.message} id="sent-message" ref={messageRef} readOnly value={mail.body} rows={10} />
      </div>
      <div css={s.actions}>
        <button css={[s.button, s.primary]} type="button" onClick={copy}>
          <Copy css={s.icon} aria-hidden="true" focusable="false" />
          {t('sent.copy')}
        </button>
        <a css={[s.button, s.secondary]} href={mail.url}>
          <Mail css={s.icon} aria-hidden="true" focusable="false" />
          {t('sent.openAgain')}
        </a>
        <button css={[s.button, s.secondary]} type="button" onClick={onEdit}>{t('sent.edit')}</button>
        <button css={[s.button, s.secondary]} type="button" onClick={onNew}>{t('sent.new')}</button>
      </div>
    </section>
  );
}
