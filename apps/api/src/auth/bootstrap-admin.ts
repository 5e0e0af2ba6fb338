import fp from 'fastify-plugin';
import { createFirstAdministrator } from './first-admin.ts';

/**
 * On the first start the database has no users: create the principal administrator (id 1,
 * account 'admin'), with ADMIN_PASSWORD or a random password printed once on the console.
 */
export default fp(
  async (app) => {
    await createFirstAdministrator(app.users, app.passwords, app.config.adminPassword);
  },
  { name: 'bootstrap-admin', dependencies: ['users', 'auth'] },
);
