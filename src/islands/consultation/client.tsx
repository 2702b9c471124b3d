// Browser entry of the consultation island: hydrates the server-rendered form with the props
// the server left beside it. The only React that any page of the site loads.
import { CacheProvider } from '@emotion/react';
import { hydrateRoot } from 'react-dom/client';
// The notifications' stylesheet, as a file so the CSP needs no inline styles (see
// scripts/build/vite/sonner-css-plugin.ts), and fetched with the island rather than blocking the page.
import sonnerCss from 'sonner/dist/styles.css?url';
import { createEmotionCache } from '../../theme/emotionCache.ts';
import { ConsultationIsland, type ConsultationIslandProps } from './ConsultationIsland.tsx';

const container = document.querySelector('[data-island="consultation"]');
const propsElement = document.getElementById('consultation-props');
document.head.append(Object.assign(document.createElement('link'), { rel: 'stylesheet', href: sonnerCss }));

if (container && propsElement?.textContent) {
  const props = JSON.parse(propsElement.textContent) as ConsultationIslandProps;
  const cache = createEmotionCache();
  hydrateRoot(
    container,
    <CacheProvider value={cache}>
      <ConsultationIsland {...props} />
    </CacheProvider>,
  );
}
