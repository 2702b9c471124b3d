import { Database, Layers, Route, Waves, Workflow, Zap, type LucideIcon } from 'lucide-react';
import type { serviceIcons } from '../content/schemas.ts';

// Only the icons named here reach the page: each is rendered to inline SVG at build time.
const icons: Record<(typeof serviceIcons)[number], LucideIcon> = {
  waves: Waves,
  zap: Zap,
  layers: Layers,
  database: Database,
  workflow: Workflow,
  route: Route,
};

export function ServiceIcon({ name, className }: { name: keyof typeof icons; className?: string }) {
  const Icon = icons[name];
  return <Icon className={className} aria-hidden="true" focusable="false" strokeWidth={1.75} />;
}
