import { type ParseArgsConfig, parseArgs } from 'node:util';
import { ConfigError } from '../config.js';

type ErrorClass = abstract new (...args: never[]) => Error;
type OptionsConfig = NonNullable<ParseArgsConfig['options']>;
type Values<Options extends OptionsConfig> = ReturnType<typeof parseArgs<{ options: Options }>>['values'];

/**
 * Runs a command line tool: reads its options, answers -h/--help with the usage, then runs `main`. A refusal the
 * operator can act on (a configuration error, or one of the `known` errors) prints its Turkish message alone, anything
 * else its stack; both end with exit status 1.
 */
export function runCommand<Options extends OptionsConfig>(
  usage: string,
  options: Options,
  main: (values: Values<Options>) => Promise<void>,
  known: readonly ErrorClass[] = [],
) {
  const run = async () => {
    const { values } = parseArgs({ options: { ...options, help: { type: 'boolean', short: 'h', default: false } } });
    // The generic options hide the added flag from the parsed type; it is there, false unless given.
    const parsed = values as Values<Options> & { help: boolean };
    if (parsed.help) {
      console.log(usage);
      return;
    }
    await main(parsed);
  };
  run().catch((error) => {
    const understood = [ConfigError, ...known].some((kind) => error instanceof kind);
    console.error(understood ? error.message : error);
    process.exit(1);
  });
}
