import mdx from '@mdx-js/rollup';
import react from '@vitejs/plugin-react';
import rehypeHighlight from 'rehype-highlight';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import { defineConfig } from 'vitest/config';
import pages from 'vite-plugin-pages';
import { contentPlugin } from './scripts/vite/content-plugin';
import { devRenderPlugin } from './scripts/vite/dev-render-plugin';

export default defineConfig({
  plugins: [
    {
      enforce: 'pre',
      // The YAML frontmatter is read by the content plugin; MDX only renders the body.
      ...mdx({ remarkPlugins: [remarkFrontmatter, remarkGfm], rehypePlugins: [rehypeHighlight] }),
    },
    react({ jsxImportSource: '@emotion/react' }),
    pages({ dirs: 'src/pages', extensions: ['tsx'], importMode: 'sync', resolver: 'react' }),
    contentPlugin(),
    devRenderPlugin(),
  ],
  test: {
    include: ['tests/unit/**/*.test.ts'],
  },
});
