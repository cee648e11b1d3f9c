import { ConfigError, loadConfig, type Config } from './config.ts';
import { logErrorText } from '../core/log.ts';
import { jsonLogger } from './log.ts';
import { startService } from './service.ts';

/**
 * Entry point: `npm start -w contact-api`. Reads the environment, starts the service and shuts
 * it down cleanly on SIGTERM (systemd, container platforms) or SIGINT (Ctrl-C), so a deploy never
 * interrupts a request between "stored" and "answered".
 */

function configOrExit(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`contact-api: configuration error: ${error.message}\n`);
      process.exit(2);
    }
    throw error;
  }
}

async function main(): Promise<void> {
  const config = configOrExit();

  const service = await startService(config);
  jsonLogger({
    level: 'info',
    event: 'listening',
    url: service.url,
    db: config.dbPath,
    smtp: config.smtp === null ? 'off' : `${config.smtp.host}:${config.smtp.port}`,
  });

  let stopping = false;
  const shutdown = (signal: NodeJS.Signals): void => {
    if (stopping) {
      // A second Ctrl-C means "now".
      process.exit(130);
    }
    stopping = true;
    jsonLogger({ level: 'info', event: 'shutdown', signal, deadline_ms: config.shutdownTimeoutMs });
    // close() keeps its own deadline; this is the backstop should anything still hang after it.
    setTimeout(() => {
      jsonLogger({ level: 'error', event: 'shutdown_forced', message: 'Shutdown overran its deadline: exiting now.' });
      process.exit(1);
    }, config.shutdownTimeoutMs + 5_000).unref();
    service.close().then(
      () => process.exit(0),
      (error: unknown) => {
        jsonLogger({ level: 'error', event: 'shutdown_failed', error: logErrorText(error) });
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', shutdown);
  process.on('SIGINT', shutdown);
}

main().catch((error: unknown) => {
  jsonLogger({ level: 'error', event: 'startup_failed', error: logErrorText(error) });
  process.exit(1);
});
