// Sonner injects its stylesheet at import time through an inline <style>, which the site's
// Content-Security-Policy (no 'unsafe-inline' styles) blocks. The island imports the same CSS
// as a file instead (sonner/dist/styles.css), and this plugin turns the injection off.
import type { Plugin } from 'vite';

export function sonnerCssPlugin(): Plugin {
  return {
    name: 'correnti:sonner-css',
    enforce: 'pre',
    transform(code, id) {
      if (!/[\\/]sonner[\\/]dist[\\/]index\.m?js$/.test(id)) return undefined;
      const injection = /function __insertCSS\(code\) \{/;
      if (!injection.test(code)) this.error('sonner no longer injects CSS through __insertCSS: check scripts/vite/sonner-css-plugin.ts');
      return { code: code.replace(injection, 'function __insertCSS(code) { return;'), map: null };
    },
  };
}
