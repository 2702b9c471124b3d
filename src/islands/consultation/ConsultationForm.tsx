import Send from 'lucide-react/icons/send';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import type { Translate } from '../../i18n/translate.ts';
import { clearDraft, loadDraft, saveDraft, type Draft } from './draft.ts';
import { applyPrefill } from './prefill.ts';
import { bodyLabels, composeMail, type ComposedMail, type ConsultationRequest } from './mailto.ts';
import { SentPanel } from './SentPanel.tsx';
import * as s from './styles.ts';

export interface ConsultationTypeOption {
  /** The entry's slug, as calls to action name it (?type=architecture-review); none for "Other". */
  slug?: string;
  /** The English label: it goes into the subject line whatever the page's language. */
  value: string;
  /** The label in the page's language. */
  label: string;
}

interface Props {
  recipient: string;
  types: ConsultationTypeOption[];
  typeHint?: string;
  t: Translate;
}

const fieldNames = bodyLabels.map(([name]) => name);

function readForm(form: HTMLFormElement): ConsultationRequest {
  const data = new FormData(form);
  const value = (name: keyof ConsultationRequest) => {
    const v = data.get(name);
    return typeof v === 'string' ? v.trim() : '';
  };
  return {
    name: value('name'),
    email: value('email'),
    company: value('company'),
    consultationType: value('consultationType'),
    currentStack: value('currentStack'),
    challenge: value('challenge'),
  };
}

function formDraft(form: HTMLFormElement): Draft {
  const data = new FormData(form);
  return Object.fromEntries(fieldNames.map((name) => [name, String(data.get(name) ?? '')]));
}

/** Marks the type card (outside the island) whose type the form has, so the page shows the choice. */
function showChosen(form: HTMLFormElement) {
  const select = form.elements.namedItem('consultationType') as HTMLSelectElement | null;
  const slug = select?.selectedOptions[0]?.dataset.slug;
  for (const card of document.querySelectorAll<HTMLElement>('[data-type-card]')) {
    card.toggleAttribute('data-chosen', card.dataset.typeCard === slug);
  }
}

/**
 * The request form. Fields are uncontrolled: what the visitor typed lives in the DOM (so
 * nothing typed before hydration is lost) and is mirrored to the session draft on each input.
 * Without JavaScript the same markup submits natively to a mailto: action.
 */
export function ConsultationForm({ recipient, types, typeHint, t }: Props) {
  const formRef = useRef<HTMLFormElement>(null);
  const sentHeadingRef = useRef<HTMLHeadingElement>(null);
  const [sent, setSent] = useState<ComposedMail | null>(null);

  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    const saved = loadDraft();
    // What the link that brought the visitor here chose (a type, a technology), over the draft.
    const draft = applyPrefill(saved, window.location.search, types);
    const prefilled = JSON.stringify(draft) !== JSON.stringify(saved);
    let typedBeforeHydration = false;
    for (const name of fieldNames) {
      const control = form.elements.namedItem(name) as HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement | null;
      const value = draft[name];
      if (control?.value && !(name === 'consultationType' && value)) typedBeforeHydration = true;
      else if (control && value) control.value = value;
    }
    // Store nothing until there is something to keep.
    if (typedBeforeHydration || prefilled) saveDraft(formDraft(form));
    showChosen(form);
    // The consultation-type cards beside the form choose its type, without leaving the page.
    const choose = (event: MouseEvent) => {
      const card = (event.target as Element).closest?.<HTMLAnchorElement>('a[data-choose-type]');
      const type = types.find((t) => t.slug === card?.dataset.chooseType);
      const select = form.elements.namedItem('consultationType') as HTMLSelectElement | null;
      if (!card || !type || !select) return;
      event.preventDefault();
      select.value = type.value;
      saveDraft(formDraft(form));
      showChosen(form);
      history.replaceState(history.state, '', `?type=${encodeURIComponent(type.slug!)}#form`);
      select.focus();
    };
    document.addEventListener('click', choose);
    // Marks the island as live (the browser tests wait for it before typing).
    form.closest('[data-island]')?.setAttribute('data-hydrated', '');
    return () => document.removeEventListener('click', choose);
  }, [types]);

  useEffect(() => {
    if (sent) sentHeadingRef.current?.focus();
  }, [sent]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    saveDraft(formDraft(form));
    const mail = composeMail(recipient, readForm(form), t('form.pasteNotice'));
    setSent(mail);
    toast(mail.fitsInUrl ? t('toast.opening') : t('toast.openingLong'));
    window.location.href = mail.url;
  };

  const startNew = () => {
    clearDraft();
    formRef.current?.reset();
    setSent(null);
    requestAnimationFrame(() => (formRef.current?.elements.namedItem('name') as HTMLInputElement | null)?.focus());
  };

  const edit = () => {
    setSent(null);
    requestAnimationFrame(() => (formRef.current?.elements.namedItem('name') as HTMLInputElement | null)?.focus());
  };

  return (
    <div css={s.panel}>
      <p css={s.recipientNote} id="consultation-recipient">
        <span>{t('form.recipient')}</span>
        <a href={`mailto:${recipient}`}>{recipient}</a>
        <span>{t('form.replyPromise')}</span>
      </p>
      {sent && <SentPanel mail={sent} t={t} headingRef={sentHeadingRef} onEdit={edit} onNew={startNew} />}
      <form
        ref={formRef}
        hidden={sent !== null}
        action={`mailto:${recipient}?subject=${encodeURIComponent('Consultation Request')}`}
        method="post"
        encType="text/plain"
        onSubmit={onSubmit}
        onInput={(event) => {
          saveDraft(formDraft(event.currentTarget));
          showChosen(event.currentTarget);
        }}
        aria-describedby="consultation-recipient"
        css={s.form}
      >
        <p css={s.hint}>{t('form.requiredNote')}</p>
        <div css={s.fields}>
          <div css={s.field}>
            <label css={s.label} htmlFor="cf-name">{t('form.name')}<span css={s.requiredMark} aria-hidden="true">*</span></label>
            <input css={s.control} id="cf-name" name="name" type="text" required autoComplete="name" />
          </div>
          <div css={s.field}>
            <label css={s.label} htmlFor="cf-email">{t('form.email')}<span css={s.requiredMark} aria-hidden="true">*</span></label>
            <input css={s.control} id="cf-email" name="email" type="email" required autoComplete="email" spellCheck={false} />
          </div>
          <div css={s.field}>
            <label css={s.label} htmlFor="cf-company">{t('form.company')}</label>
            <input css={s.control} id="cf-company" name="company" type="text" autoComplete="organization" />
          </div>
          <div css={s.field}>
            <label css={s.label} htmlFor="cf-type">{t('form.consultationType')}<span css={s.requiredMark} aria-hidden="true">*</span></label>
            <select css={s.control} id="cf-type" name="consultationType" required autoComplete="off" defaultValue="" aria-describedby={typeHint ? 'cf-type-hint' : undefined}>
              <option value="">{t('form.selectType')}</option>
              {types.map((type) => <option key={type.value} value={type.value} data-slug={type.slug}>{type.label}</option>)}
            </select>
            {typeHint && <span css={s.hint} id="cf-type-hint">{typeHint}</span>}
          </div>
          <div css={[s.field, s.wide]}>
            <label css={s.label} htmlFor="cf-stack">{t('form.currentStack')}</label>
            <input css={s.control} id="cf-stack" name="currentStack" type="text" autoComplete="off" aria-describedby="cf-stack-hint" />
            <span css={s.hint} id="cf-stack-hint">{t('form.currentStackHint')}</span>
          </div>
          <div css={[s.field, s.wide]}>
            <label css={s.label} htmlFor="cf-challenge">{t('form.challenge')}</label>
            <textarea css={[s.control, s.textarea]} id="cf-challenge" name="challenge" rows={6} autoComplete="off" aria-describedby="cf-challenge-hint" />
            <span css={s.hint} id="cf-challenge-hint">{t('form.challengeHint')}</span>
          </div>
        </div>
        <div css={s.actions}>
          <button css={[s.button, s.primary]} type="submit">
            <Send css={s.icon} aria-hidden="true" focusable="false" />
            {t('form.submit')}
          </button>
          <span css={s.hint}>{t('form.submitHint')}</span>
        </div>
      </form>
    </div>
  );
}
