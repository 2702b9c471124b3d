import { useI18n } from '../i18n/I18nProvider.tsx';
import { Badge } from './Badge.tsx';
import { Tooltip } from './Tooltip.tsx';

/** A status (open-source group or contribution) with a tooltip saying what it means. */
export function StatusBadge({ status, id }: { status: string; id: string }) {
  const { t } = useI18n();
  return (
    <Tooltip id={id} content={t(`status.${status}.explained`)}>
      <Badge>{t(`status.${status}`)}</Badge>
    </Tooltip>
  );
}
