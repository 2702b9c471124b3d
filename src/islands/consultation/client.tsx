// Browser entry of the consultation island: hydrates the server-rendered form with the props
// the server left beside it. The only React that any page of the site loads.
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { hydrateRoot } from 'react-dom/client';
// Served as a file so the CSP needs no inline styles (see scripts/vite/sonner-css-plugin.ts).
import 'sonner/dist/styles.css';
import { emotionKey } from '../../theme/emotionKey.ts';
import { ConsultationIsland, type ConsultationIslandProps } from './ConsultationIsland.tsx';

const container = document.querySelector('[data-island="consultation"]');
const propsElement = document.getElementById('consultation-props');
if (container && propsElement?.textContent) {
  const props = JSON.parse(propsElement.textContent) as ConsultationIslandProps;
  const cache = createCache({ key: emotionKey });
  hydrateRoot(
    container,
    <CacheProvider value={cache}>
      <ConsultationIsland {...props} />
    </CacheProvider>,
  );
}
