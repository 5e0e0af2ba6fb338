import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

/**
 * Which requests leave a log line. Fastify's default writes two per request ("incoming request",
 * "request completed"): on a signed-in read like GET me that was the largest piece of the answer's
 * time after the socket itself, for lines nobody reads. Here, at the default level (info), a
 * request is logged once, when it is done, and only if it is worth reading: it failed (an error,
 * 4xx at info, 5xx at error) or it was slow (warn, past LOG_SLOW_REQUEST_MS). Every other
 * request is logged at debug, so LOG_LEVEL=debug shows them all again, with their incoming line.
 * The line carries the request (method, url, address) since there is no incoming line before it.
 * Errors the routes log themselves (error-handler.ts) are untouched.
 */
export class RequestLogController extends LogController {
  constructor(private readonly slowMs: number) {
    super();
  }

  override incomingRequest(request: FastifyRequest): void {
    // Below debug, pino's debug is a no-op: nothing is serialised.
    request.log.debug({ req: request }, 'incoming request');
  }

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    const status = reply.statusCode;
    const responseTime = reply.elapsedTime;
    if (error || status >= 500) {
      reply.log.error({ req: request, res: reply, err: error ?? undefined, responseTime }, 'request failed');
    } else if (status >= 400) {
      reply.log.info({ req: request, res: reply, responseTime }, 'request refused');
    } else if (responseTime > this.slowMs) {
      reply.log.warn({ req: request, res: reply, responseTime }, 'slow request');
    } else {
      reply.log.debug({ res: reply, responseTime }, 'request completed');
    }
  }

  /** The 404 is logged once, by requestCompleted, with the request it answered. */
  override routeNotFound(): void {}
}
