import { escapeHtml } from '../seo/escape.ts';

/**
 * The page shown when a route throws while rendering (dev server, or a host-level fallback):
 * never a blank page, always a way home. Plain HTML, so it works whatever broke.
 */
export function errorPage(detail?: string): string {
  return `<!DOCTYPE html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Unexpected Application Error!</title></head>
<body>
<main>
<h1>Unexpected Application Error!</h1>
<p><a href="/">Back to home</a></p>
${detail ? `<pre>${escapeHtml(detail)}</pre>` : ''}
</main>
</body>
</html>
`;
}
