import { SaxesParser, type SaxesTagPlain } from 'saxes';
import { HttpError } from '../../platform/http/http-error.ts';
import type { ZipArchive } from './zip-entries.ts';
import { AUTHORITY_MSG } from '@reclamos/shared-types/authority/messages';

const API = AUTHORITY_MSG.api;

export interface XmlHandlers {
  open?: (name: string, attributes: Record<string, string>) => void;
  text?: (text: string) => void;
  close?: (name: string) => void;
}

/** A tag's name without its namespace prefix (`x:row` is `row`): producers differ in prefixes. */
export const localName = (name: string): string => name.slice(name.indexOf(':') + 1);

/** An attribute by its local name (`r:id` is `id` of the relationships namespace, whatever its prefix). */
export function attribute(attributes: Record<string, string>, local: string, prefixed = false): string | undefined {
  for (const [name, value] of Object.entries(attributes)) {
    if (localName(name) === local && name.includes(':') === prefixed) return value;
  }
  return undefined;
}

/**
 * Streams one entry of the archive through a SAX parser as it inflates, so a sheet is never
 * held whole, neither as XML nor as a tree: the handlers see each tag and text once. Returns
 * false when the entry is absent. Malformed XML is a damaged file (400); a handler may throw an
 * HttpError to stop reading at once.
 */
export async function streamXml(archive: ZipArchive, name: string, handlers: XmlHandlers): Promise<boolean> {
  const parser = new SaxesParser({ xmlns: false, position: false });
  let failure: unknown = null;
  const guard = (run: () => void) => {
    if (failure !== null) return;
    try {
      run();
    } catch (error) {
      failure = error;
    }
  };
  if (handlers.open) {
    const open = handlers.open;
    parser.on('opentag', (tag: SaxesTagPlain) => guard(() => open(localName(tag.name), tag.attributes)));
  }
  if (handlers.text) {
    const text = handlers.text;
    parser.on('text', (value: string) => guard(() => text(value)));
  }
  if (handlers.close) {
    const close = handlers.close;
    parser.on('closetag', (tag: SaxesTagPlain) => guard(() => close(localName(tag.name))));
  }
  parser.on('error', (error) => {
    failure ??= error;
  });
  const decoder = new TextDecoder('utf-8');
  const found = await archive.read(name, (chunk) => {
    parser.write(decoder.decode(chunk, { stream: true }));
    if (failure !== null) throw failure instanceof HttpError ? failure : new HttpError(400, API.importDamaged);
  });
  if (!found) return false;
  parser.write(decoder.decode());
  parser.close();
  if (failure !== null) throw failure instanceof HttpError ? failure : new HttpError(400, API.importDamaged);
  return true;
}
