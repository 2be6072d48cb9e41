import type { FastifyInstance } from 'fastify';

/**
 * Keeps every answer of the plugin it is called in out of caches. For the sign-in routes: they
 * answer a session, or facts of an account, to a caller not signed in yet, whom the
 * authentication hook's no-store (signed-in calls only) does not reach.
 */
export function noStoreAnswers(app: FastifyInstance) {
  app.addHook('onSend', (_request, reply, payload, done) => {
    reply.header('cache-control', 'no-store');
    done(null, payload);
  });
}
