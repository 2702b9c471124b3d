import { useMemo } from 'react';
import { Toaster } from 'sonner';
import { createTranslate } from '../../i18n/translate.ts';
import { ConsultationForm, type ConsultationTypeOption } from './ConsultationForm.tsx';
import { IslandErrorBoundary } from './IslandErrorBoundary.tsx';

export interface ConsultationIslandProps {
  recipient: string;
  /** The UI messages the island needs (form.*, sent.*, toast.*), in the page's language. */
  messages: Record<string, string>;
  types: ConsultationTypeOption[];
  /** A note under the type's select, in the page's language (the options' prices exclude VAT). */
  typeHint?: string;
}

/** The site's only React island: the form, its notifications, and a fallback if it breaks. */
export function ConsultationIsland({ recipient, messages, types, typeHint }: ConsultationIslandProps) {
  const t = useMemo(() => createTranslate(messages), [messages]);
  return (
    <IslandErrorBoundary recipient={recipient} t={t}>
      <ConsultationForm recipient={recipient} types={types} typeHint={typeHint} t={t} />
      <Toaster visibleToasts={3} duration={4000} position="bottom-right" theme="system" dir="ltr" containerAriaLabel={t("toast.region")} />
    </IslandErrorBoundary>
  );
}
