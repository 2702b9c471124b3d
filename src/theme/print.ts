import { css } from '@emotion/react';
import { palette } from './tokens.ts';

const lightVars = Object.entries(palette).map(([name, [light]]) => `${name}: ${light};`).join('');

/**
 * Consultants send case studies and service pages as PDF. Printed, a page is its <main> alone
 * (the frame around it, header, footer, skip link and language hint, is left out), on white
 * paper whatever the screen's scheme, a size smaller, with the address of every link written
 * out (site links with the site's origin), and figures, tables, code and callouts kept whole.
 * Components mark what else is screen-only with the class "no-print" (calls to action, back
 * links), links whose address says nothing on paper (tags) with "print-plain", and what only
 * paper needs with "print-only" (where the page comes from).
 */
export const printStyles = (siteUrl: string) => css`
  .print-only { display: none; }
  @media print {
    .print-only { display: block; }
    @page { margin: 14mm 14mm 16mm; }
    :root { ${lightVars} color-scheme: light; }
    html { font-size: 12.5px; }
    body { line-height: 1.5; }
    body > :not(main), .no-print { display: none !important; }
    /* The bands of a page need less air on paper, and no edges. */
    main > * { padding-top: 0 !important; padding-bottom: 1rem !important; border: 0 !important; }
    main a[href^="http"]:not(.print-plain)::after { content: " (" attr(href) ")"; }
    main a[href^="/"]:not(.print-plain)::after { content: " (" ${JSON.stringify(siteUrl)} attr(href) ")"; }
    main a[href]::after { font-weight: 400; color: var(--c-muted); overflow-wrap: anywhere; }
    /* A link and its address read as one run of text; an arrow leads nowhere on paper. */
    main a[href]:not(.print-plain, .no-print) { display: inline !important; }
    main a[href] > svg { display: none !important; }
    h1, h2, h3 { break-after: avoid; }
    figure, table, pre, img, tr, blockquote, li > article { break-inside: avoid; }
    /* A diagram prints as drawn, whatever the screen's scheme did to it. */
    img { filter: none !important; }
    pre { -webkit-print-color-adjust: exact; print-color-adjust: exact; white-space: pre-wrap; }
  }
`;
