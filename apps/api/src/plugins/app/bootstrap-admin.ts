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
    const admin = await app.users.create({
      nombre: 'Administrador',
      name: 'admin',
      email: 'admin@reclamos-atm.local',
      rol: 'ADMINISTRADOR',
      passwordHash: await app.passwords.hash(password),
    });
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
