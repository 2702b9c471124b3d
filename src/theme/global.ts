import { css } from '@emotion/react';
import { fontFaceRules } from './fonts.ts';
import { color, font, palette, text } from './tokens.ts';

const lightVars = Object.entries(palette).map(([name, [light]]) => `${name}: ${light};`).join('');
const darkVars = Object.entries(palette).map(([name, [, dark]]) => `${name}: ${dark};`).join('');

export const globalStyles = css`
  ${fontFaceRules}
  :root { ${lightVars} color-scheme: light dark; }
  @media (prefers-color-scheme: dark) { :root { ${darkVars} } }
  *, *::before, *::after { box-sizing: border-box; }
  html { -webkit-text-size-adjust: 100%; text-size-adjust: 100%; }
  body {
    margin: 0;
    background: ${color.bg};
    color: ${color.text};
    font-family: ${font.body};
    font-size: ${text.md};
    line-height: 1.6;
    -webkit-font-smoothing: antialiased;
  }
  h1, h2, h3, h4 { font-family: ${font.display}; font-weight: 700; line-height: 1.12; margin: 0; text-wrap: balance; letter-spacing: -0.02em; }
  p, ul, ol { margin: 0; }
  p { text-wrap: pretty; }
  img, svg { display: block; max-width: 100%; }
  a { color: ${color.accentText}; text-underline-offset: 0.2em; text-decoration-thickness: 1px; }
  a:hover { text-decoration-thickness: 2px; }
  code, kbd, samp { font-family: ${font.mono}; }
  :focus-visible { outline: 3px solid ${color.focus}; outline-offset: 2px; border-radius: 2px; }
  ::selection { background: ${color.accent}; color: ${color.onAccent}; }
  @media (prefers-reduced-motion: no-preference) {
    html { scroll-behavior: smooth; }
    /* Page to page, a short cross-fade instead of a white flash; the header stays put. */
    @view-transition { navigation: auto; }
    ::view-transition-group(root) { animation-duration: 180ms; }
  }
  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after { animation-duration: 0.01ms !important; transition-duration: 0.01ms !important; }
  }
  [id] { scroll-margin-top: 1rem; }
  [hidden] { display: none !important; }
  .visually-hidden {
    position: absolute; width: 1px; height: 1px; padding: 0; margin: -1px;
    overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; border: 0;
  }
`;
