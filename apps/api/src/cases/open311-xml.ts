import { XMLBuilder } from 'fast-xml-parser';

/** Which document a GeoReport v2 answer is: its XML root and, for a list, the element of each item. */
export type Open311Document = 'discovery' | 'services' | 'requests' | 'errors';

const ROOTS: Record<Open311Document, { root: string; item?: string }> = {
  discovery: { root: 'discovery' },
  services: { root: 'services', item: 'service' },
  requests: { root: 'service_requests', item: 'request' },
  errors: { root: 'errors', item: 'error' },
};

/** Lists nested inside a document, and the element each of their items is written as. */
const NESTED_ITEMS: Record<string, string> = { endpoints: 'endpoint', formats: 'format' };

const builder = new XMLBuilder({ format: false, suppressEmptyNode: false, processEntities: true });

/** GeoReport's XML has no null or boolean: an empty element, 'true' or 'false'. */
function toXmlValue(value: unknown): unknown {
  if (value === null || value === undefined) return '';
  if (typeof value === 'boolean' || typeof value === 'number') return String(value);
  if (Array.isArray(value)) return value.map(toXmlValue);
  if (typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, inner]) => {
        const item = NESTED_ITEMS[key];
        return [key, item && Array.isArray(inner) ? { [item]: inner.map(toXmlValue) } : toXmlValue(inner)];
      }),
    );
  }
  return value;
}

/** The JSON answer of a GeoReport v2 route as the standard's XML (the same fields, in the same order). */
export function open311Xml(document: Open311Document, json: unknown): string {
  const { root, item } = ROOTS[document];
  const body = item ? { [item]: (json as unknown[]).map(toXmlValue) } : toXmlValue(json);
  return `<?xml version="1.0" encoding="utf-8"?>${builder.build({ [root]: body })}`;
}
