import { randomBytes } from 'node:crypto';
import fp from 'fastify-plugin';

/**
 * On the first start the database has no users: create the principal administrator (id 1,
 * account 'admin'), with ADMIN_PASSWORD or a random password printed once on the console.
 */
export default fp(
  async (app) => {
    if ((await app.users.count()) > 0) return;
    const password = app.config.adminPassword ?? randomBytes(12).toString('base64url');
    const passwordHash = await app.passwords.hash(password);
    // Another API process starting at the same moment may have created it first (unique account).
    const admin = await app.users
      .create({ nombre: 'Administrador', name: 'admin', email: 'admin@reclamos-atm.local', rol: 'ADMINISTRADOR', passwordHash })
      .catch(async (error: unknown) => {
        if ((await app.users.count()) > 0) return null;
        throw error;
      });
    if (!admin) return;
    if (!app.config.adminPassword) {
      // Printed, not logged: it must not end up in a log collector.
      process.stdout.write(
        `\n  Administrador creado (id ${admin.id}). Cuenta: admin  Contraseña: ${password}\n` +
          '  Guárdela ahora: no se volverá a mostrar. Cámbiela con "npm run admin:reset-password".\n\n',
      );
    }
  },
  { name: 'bootstrap-admin', dependencies: ['repositories'] },
);
