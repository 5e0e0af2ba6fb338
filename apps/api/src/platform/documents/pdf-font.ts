import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { DOCUMENT_FONT, type DocumentFontFiles } from '@reclamos/shared-types/pdf-document';

const require = createRequire(import.meta.url);
let files: DocumentFontFiles | null = null;

/** The documents' font (DejaVu Sans Condensed from node_modules), read once per process as base64. */
export function documentFontFiles(): DocumentFontFiles {
  files ??= {
    regular: readFileSync(require.resolve(DOCUMENT_FONT.regularFile)).toString('base64'),
    bold: readFileSync(require.resolve(DOCUMENT_FONT.boldFile)).toString('base64'),
  };
  return files;
}
