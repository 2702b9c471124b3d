// A worker thread's entry must be JavaScript: it registers the TypeScript loader the build runs
// with (tsx), then starts the render thread itself.
import { register } from 'tsx/esm/api';

register();
await import('./render-thread.ts');
