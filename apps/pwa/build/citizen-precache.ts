import type { Plugin } from 'vite';
import type { ManifestTransform } from 'workbox-build';

/**
 * Splits what the service worker precaches by who needs it. A citizen who never signs in precaches
 * the public pages' code only; the staff screens' code (and what they load lazily: the PDF
 * library, its font) is listed in `staff-assets.json`, which the app fetches after a sign-in so
 * the service worker's runtime rule keeps every file for offline use.
 *
 * Staff code is whatever is reachable from the lazy imports of `src/app/staff-screens.tsx` (the
 * table of screens behind sign-in) and not from a public page: a chunk both use stays precached.
 */
const STAFF_SCREENS_MODULE = /[\\/]src[\\/]app[\\/]staff-screens\.tsx$/;

export interface PrecacheSplit {
  plugin: Plugin;
  /** Drops from the precache manifest every file only staff need and every file fetched on use. */
  manifestTransform: ManifestTransform;
}

interface ChunkLike {
  type: 'chunk';
  fileName: string;
  isEntry: boolean;
  facadeModuleId: string | null;
  imports: string[];
  dynamicImports: string[];
  viteMetadata?: { importedCss: Set<string>; importedAssets: Set<string> };
}

function reachable(start: string[], chunks: Map<string, ChunkLike>, follow: (from: ChunkLike, to: string) => boolean): Set<string> {
  const seen = new Set<string>();
  const queue = [...start];
  while (queue.length > 0) {
    const name = queue.pop() as string;
    const chunk = chunks.get(name);
    if (seen.has(name) || !chunk) continue;
    seen.add(name);
    for (const next of chunk.imports) queue.push(next);
    for (const next of chunk.dynamicImports) if (follow(chunk, next)) queue.push(next);
  }
  return seen;
}

/** The files a set of chunks brings with them: the chunks, their CSS and their imported assets. */
function withAssets(names: Set<string>, chunks: Map<string, ChunkLike>): Set<string> {
  const files = new Set<string>();
  for (const name of names) {
    files.add(name);
    const meta = chunks.get(name)?.viteMetadata;
    for (const css of meta?.importedCss ?? []) files.add(css);
    for (const asset of meta?.importedAssets ?? []) files.add(asset);
  }
  return files;
}

/** `excluded` matches files never fetched ahead of use by anyone (the map, the spreadsheet writer). */
export function citizenPrecache(staffAssetsUrl: string, excluded: RegExp): PrecacheSplit {
  let staffOnly = new Set<string>();
  let built = false;
  const plugin: Plugin = {
    name: 'reclamos-citizen-precache',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = new Map<string, ChunkLike>();
      for (const item of Object.values(bundle)) if (item.type === 'chunk') chunks.set(item.fileName, item);
      const staffScreenIds = new Set<string>();
      for (const id of this.getModuleIds()) {
        if (STAFF_SCREENS_MODULE.test(id))
          for (const lazy of this.getModuleInfo(id)?.dynamicallyImportedIds ?? []) staffScreenIds.add(lazy);
      }
      if (staffScreenIds.size === 0) this.error('citizen precache: no lazy staff screens found in src/app/staff-screens.tsx');
      const isStaffScreen = (name: string) => staffScreenIds.has(chunks.get(name)?.facadeModuleId ?? '');
      const entries = [...chunks.values()].filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName);
      const publicChunks = reachable(entries, chunks, (_from, to) => !isStaffScreen(to));
      const staffScreens = [...chunks.keys()].filter(isStaffScreen);
      const staffChunks = reachable(staffScreens, chunks, () => true);
      const publicFiles = withAssets(publicChunks, chunks);
      staffOnly = new Set([...withAssets(staffChunks, chunks)].filter((file) => !publicFiles.has(file) && !excluded.test(file)));
      built = true;
      this.emitFile({
        type: 'asset',
        fileName: staffAssetsUrl.replace(/^\//, ''),
        source: JSON.stringify([...staffOnly].sort().map((file) => `/${file}`)),
      });
    },
  };
  const manifestTransform: ManifestTransform = (entries) => {
    if (!built) throw new Error('citizen precache: the bundle was not analysed before the service worker was written');
    const manifest = entries.filter((entry) => {
      const file = entry.url.replace(/^\//, '');
      return !staffOnly.has(file) && !excluded.test(file);
    });
    return { manifest, warnings: [] };
  };
  return { plugin, manifestTransform };
}
