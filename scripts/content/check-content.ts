// `npm run check:content`: checks every content file, drafts included, and lists every problem
// at once (`file:line field: message`). Exits 1 if there is any. CONTENT_DIR picks another folder.
import path from 'node:path';
import { checkContent } from './check/check-content.ts';
import { contentDir } from '../build/vite/content-plugin.ts';

const root = path.resolve(import.meta.dirname, '../..');
const { ok, report } = await checkContent(root, contentDir(root));
if (ok) console.log(report);
else console.error(report);
process.exitCode = ok ? 0 : 1;
