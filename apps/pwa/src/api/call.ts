import { ROUTES, type EndpointName } from '@reclamos/shared-types/endpoint-routes';
import { CAPABILITIES } from '@reclamos/shared-types/permissions';
import type { EndpointAnswer, EndpointInput, Endpoints, FileEndpoint } from '@reclamos/shared-types/endpoints';
import { apiBlob, apiRequest, type RequestOptions } from './http.ts';

/**
 * The PWA's one way to call the API: by the endpoint's name in the contract's table, with its
 * params, query and body typed from the endpoint's schemas and its answer typed from the schema
 * of its success status. A name the table lacks, a missing param or a wrong body does not compile.
 * Only types come from `endpoints.ts`: the public form's bundle carries no schema.
 */

export type CallOptions = Omit<RequestOptions, 'method' | 'body'>;

type CallArgs<K extends EndpointName> = keyof EndpointInput<K> extends never
  ? [input?: EndpointInput<K>, options?: CallOptions]
  : [input: EndpointInput<K>, options?: CallOptions];

/** Endpoints a device sends from its outbox (multipart with a photo), not through `call`. */
type OutboxEndpoint = 'formulario';
/** Endpoints that take a multipart form (a spreadsheet to import): `callUpload`. */
export type UploadEndpoint = Exclude<
  { [K in EndpointName]: Endpoints[K] extends { consumes: string[] } ? K : never }[EndpointName],
  OutboxEndpoint
>;
export type JsonEndpoint = Exclude<EndpointName, FileEndpoint | OutboxEndpoint | UploadEndpoint>;

interface Parts {
  params?: unknown;
  query?: unknown;
  body?: unknown;
}

/**
 * Whether a call sends the stored token: only to an endpoint whose table entry needs a session.
 * An endpoint anyone may call (the public form's, seguimiento, the map's tiles) acts for whoever
 * holds the phone, not for the staff member signed in on it; a caller that needs its session
 * there anyway (the administrator's whole infraction catalogue) says so with `withSession: true`.
 */
export function sendsSession(name: EndpointName, options: CallOptions = {}): boolean {
  const capability: keyof typeof CAPABILITIES | null = ROUTES[name].capability;
  return options.withSession ?? (capability !== null && !('anonymous' in CAPABILITIES[capability]));
}

/** A JSON endpoint; failures become ApiError with the server's Spanish message. */
export function call<K extends JsonEndpoint>(name: K, ...[input, options]: CallArgs<K>): Promise<EndpointAnswer<K>> {
  const parts: Parts | undefined = input;
  return apiRequest<EndpointAnswer<K>>(endpointPath(name, parts), {
    ...options,
    withSession: sendsSession(name, options),
    method: ROUTES[name].method,
    ...(parts?.body !== undefined ? { body: parts.body } : {}),
  });
}

/** An endpoint that answers a file, as a Blob. */
export function callFile<K extends FileEndpoint>(name: K, ...[input, options]: CallArgs<K>): Promise<Blob> {
  return apiBlob(endpointPath(name, input), { ...options, withSession: sendsSession(name, options), method: ROUTES[name].method });
}

/** A multipart endpoint: `form` carries its file parts; its answer is JSON, typed as with `call`. */
export function callUpload<K extends UploadEndpoint>(
  name: K,
  input: EndpointInput<K>,
  form: FormData,
  options: CallOptions = {},
): Promise<EndpointAnswer<K>> {
  return apiRequest<EndpointAnswer<K>>(endpointPath(name, input), {
    ...options,
    withSession: sendsSession(name, options),
    method: ROUTES[name].method,
    body: form,
  });
}

/** The endpoint's path below the API base, its `:params` filled in and its query appended. */
export function endpointPath(name: EndpointName, input?: Parts): string {
  const params = (input?.params ?? {}) as Record<string, string | number>;
  const path = ROUTES[name].path.slice(1).replace(/:(\w+)/g, (_, key: string) => encodeURIComponent(String(params[key])));
  const query = Object.entries((input?.query ?? {}) as Record<string, string | number | undefined>).flatMap(([key, value]) =>
    value === undefined ? [] : [[key, String(value)]],
  );
  return query.length ? `${path}?${new URLSearchParams(query).toString()}` : path;
}
