import { useI18n } from '../i18n/I18nProvider.tsx';
import { Badge, type BadgeTone } from './Badge.tsx';
import { Tooltip } from './Tooltip.tsx';

const tones: Record<string, BadgeTone> = {
  active: 'success',
  sponsored: 'warning',
  leadership: 'accent',
  'active-committer': 'success',
  contributor: 'neutral',
  maintainer: 'accent',
};

/** A status (open-source group or contribution) with a tooltip saying what it means. */
export function StatusBadge({ status, id }: { status: string; id: string }) {
  const { t } = useI18n();
  return (
    <Tooltip id={id} content={t(`status.${status}.explained`)}>
      <Badge tone={tones[status] ?? 'neutral'}>{t(`status.${status}`)}</Badge>
    </Tooltip>
  );
}
