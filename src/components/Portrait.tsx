import { css } from '@emotion/react';
import type { LoadedEntry } from '../content/index.ts';
import { useI18n } from '../i18n/I18nProvider.tsx';
import { color, radius, text } from '../theme/tokens.ts';

const base = css({ flex: 'none', borderRadius: radius.lg, objectFit: 'cover', background: color.surface });
// Without a photo or a drawing, the initials in the same square, so every card has the same shape.
const initials = css({ display: 'grid', placeItems: 'center', background: color.accentSoft, color: color.accentText, fontWeight: 700, letterSpacing: '0.02em' });

const initialsOf = (name: string) => name.split(/\s+/).map((part) => part[0]).join('').slice(0, 2).toUpperCase();

/**
 * A person's face: the photo their file names, else their drawn portrait
 * (content/images/people/<slug>.svg), else their initials. `size` in rem.
 */
export function Portrait({ person, size, className, decorative = false }: { person: LoadedEntry<'people'>; size: number; className?: string; decorative?: boolean }) {
  const { t } = useI18n();
  const { photo, data } = person;
  const box = css({ width: `${size}rem`, height: `${size}rem` });
  if (!photo) return <span css={[base, initials, box, { fontSize: size > 3 ? text.lg : text.xs }]} className={className} aria-hidden="true">{initialsOf(data.name)}</span>;
  const alt = decorative ? '' : t(photo.drawn ? 'people.portrait' : 'people.photo', { name: data.name });
  return (
    <img css={[base, box]} className={className} src={photo.src} srcSet={photo.srcSet} sizes={`${size}rem`} width={photo.width} height={photo.height} alt={alt} loading="lazy" decoding="async" data-portrait="" />
  );
}
