import pageRoutes from '~react-pages';
import type { RouteObject } from 'react-router-dom';
import { defaultLang, languages } from '../i18n/languages.ts';
import { LanguageRoot } from './LanguageRoot.tsx';

// vite-plugin-pages gives one route tree from src/pages; every language mounts the same tree
// under its prefix ("/" for English, "/it" for Italian), so each page has its twin by design.
function relative(route: RouteObject): RouteObject {
  const path = route.path?.replace(/^\//, '');
  const children = route.children?.map(relative);
  if (path === '' && !children) return { ...route, path: undefined, index: true } as RouteObject;
  return { ...route, path, children } as RouteObject;
}

export const routes: RouteObject[] = languages.map((lang) => ({
  path: lang === defaultLang ? '/' : `/${lang}`,
  element: <LanguageRoot lang={lang} />,
  children: pageRoutes.map(relative),
}));

/** Language-neutral paths of the pages without parameters, e.g. "/", "/services". */
export function staticPagePaths(tree: RouteObject[] = pageRoutes, parent = ''): string[] {
  return tree.flatMap((route) => {
    const path = [parent, route.path ?? ''].filter(Boolean).join('/').replace(/\/+/g, '/').replace(/^\/?/, '/');
    if (path.includes(':') || path.includes('*')) return [];
    const own = route.element ? [path.length > 1 ? path.replace(/\/$/, '') : path] : [];
    return [...own, ...(route.children ? staticPagePaths(route.children, path) : [])];
  });
}
