import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { AppShell } from './app/AppShell.tsx';

/**
 * Build time only (build/prerender.ts loads it in Node): the markup of one route as a signed-out
 * visitor first sees it, with emotion's styles inline (the plugin moves them to the head).
 */
export function renderPage(url: string): string {
  function Router({ children }: { children: ReactNode }) {
    return <StaticRouter location={url}>{children}</StaticRouter>;
  }
  return renderToString(<AppShell Router={Router} />);
}
