import { css } from '@emotion/react';
import { useI18n } from '../i18n/I18nProvider.tsx';
import { color, radius, space } from '../theme/tokens.ts';

const style = css({
  position: 'absolute', left: space.md, top: space.sm, zIndex: 10, padding: `${space.sm} ${space.md}`,
  background: color.accent, color: color.onAccent, borderRadius: radius.sm, fontWeight: 600,
  transform: 'translateY(-200%)',
  '&:focus': { transform: 'none' },
});

export function SkipLink() {
  const { t } = useI18n();
  return <a css={style} href="#main">{t('skip.toContent')}</a>;
}
