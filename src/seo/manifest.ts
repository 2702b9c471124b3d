import type { Settings } from '../content/settings.ts';
import { palette } from '../theme/tokens.ts';

/** Browser theme colours, light then dark: the page background of each scheme. */
export const themeColors = palette['--c-bg']!;

export function webManifest(settings: Settings, description: string): string {
  return `${JSON.stringify(
    {
      name: settings.name,
      short_name: settings.name,
      description,
      start_url: '/',
      scope: '/',
      display: 'browser',
      background_color: themeColors[0],
      theme_color: palette['--c-hero-bg']![0],
      icons: [
        { src: '/icon-192.png', sizes: '192x192', type: 'image/png' },
        { src: '/icon-512.png', sizes: '512x512', type: 'image/png' },
        { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml' },
      ],
    },
    null,
    2,
  )}\n`;
}
