// Where the content is: content/ beside the project, or CONTENT_DIR (a benchmark or a test builds
// other content). A module of its own, so a script that needs only this loads nothing else.
import path from 'node:path';

export function contentDir(root: string): string {
  return path.resolve(root, process.env.CONTENT_DIR ?? 'content');
}
