// `npm run i18n:status`: which translations are missing or outdated (and where), printed and saved
// as Markdown to reports/i18n-status.md for a pull request. Exits 1 only if one is missing.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gitRunner } from './git.ts';
import { formatMarkdown, formatText } from './status/i18n-report.ts';
import { hasMissing, i18nStatus } from './status/i18n-status.ts';
import { contentDir } from './content-dir.ts';

const root = path.resolve(import.meta.dirname, '../..');
const dir = contentDir(root);
const status = i18nStatus(dir, gitRunner(dir));
console.log(formatText(status));

const report = path.join(root, 'reports/i18n-status.md');
mkdirSync(path.dirname(report), { recursive: true });
writeFileSync(report, formatMarkdown(status));
console.log(`\nSaved as Markdown to ${path.relative(process.cwd(), report)}, ready to paste in a pull request.`);
process.exitCode = hasMissing(status) ? 1 : 0;
