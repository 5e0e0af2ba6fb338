import { loadConfig, ConfigError } from './config.ts';
import { buildApp } from './app.ts';
import { serverOptions } from './server-options.ts';

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`Configuración inválida: ${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
  const app = await buildApp(config, serverOptions(config));
  const close = async (signal: string) => {
    app.log.info({ signal }, 'closing');
    await app.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void close('SIGINT'));
  process.once('SIGTERM', () => void close('SIGTERM'));
  await app.listen({ port: config.port, host: config.host });
}

main().catch((error: unknown) => {
  process.stderr.write(`No se pudo iniciar el servidor: ${String(error)}\n`);
  process.exit(1);
});
