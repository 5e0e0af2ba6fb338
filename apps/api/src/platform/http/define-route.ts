import type {
  ContextConfigDefault,
  FastifyBaseLogger,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteHandlerMethod,
} from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { ROUTES, type EndpointName } from '@reclamos/shared-types/endpoint-routes';
import { ENDPOINTS, type Endpoints } from '@reclamos/shared-types/endpoints';
import { CAPABILITIES } from '@reclamos/shared-types/permissions';
import { routeResponses } from '@reclamos/shared-types/define-endpoint';

export type Api = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  TypeBoxTypeProvider
>;

/** A handler typed by its endpoint's schemas: request parts in, the answer per status out. */
export type EndpointHandler<K extends EndpointName> = RouteHandlerMethod<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  RouteGenericInterface,
  ContextConfigDefault,
  Endpoints[K],
  TypeBoxTypeProvider,
  FastifyBaseLogger
>;

export interface RouteExtras {
  /** The handler reads `request.validationError` to word its own Spanish message. */
  attachValidation?: boolean;
}

const bearer = [{ bearer: [] }];

/**
 * The only way a route comes to exist: by its name in the contract's endpoint table, which gives
 * method, path, schemas, who may call it (the auth plugin enforces `capability`) and the public
 * rate limit. The OpenAPI page is written from the same registrations.
 */
export function defineRoute<K extends EndpointName>(app: Api, name: K, handler: EndpointHandler<K>, extras: RouteExtras = {}): void {
  const route: { method: string; path: string; capability: keyof typeof CAPABILITIES | null; limit?: 'public'; errors?: 'open311' } =
    ROUTES[name];
  const needsSession = route.capability !== null && !('anonymous' in CAPABILITIES[route.capability]);
  const response = routeResponses(ENDPOINTS[name].response, {
    needsSession,
    ...(route.limit ? { limit: route.limit } : {}),
    ...(route.errors ? { errors: route.errors } : {}),
  });
  app.route({
    method: route.method,
    url: route.path,
    schema: { ...ENDPOINTS[name], response, ...(needsSession ? { security: bearer } : {}) },
    config: {
      ...(route.capability ? { capability: route.capability } : {}),
      ...(route.errors ? { errorShape: route.errors } : {}),
      ...(route.limit === 'public' ? { rateLimit: { max: app.config.publicRateLimitPerMinute, timeWindow: '1 minute' } } : {}),
    },
    ...(extras.attachValidation ? { attachValidation: true } : {}),
    handler: handler,
  });
}
