import { useI18n } from '../i18n/I18nProvider.tsx';
import { Badge } from './Badge.tsx';
import { Tooltip } from './Tooltip.tsx';

/**
 * A status (open-source group or contribution) with a tooltip saying what it means; `values` fill
 * its text (a committer's `{project}`: "Apache Camel committer").
 */
export function StatusBadge({ status, id, values }: { status: string; id: string; values?: Record<string, string> }) {
  const { t } = useI18n();
  return (
    <Tooltip id={id} content={t(`status.${status}.explained`, values)}>
      <Badge>{t(`status.${status}`, values)}</Badge>
    </Tooltip>
  );
}
