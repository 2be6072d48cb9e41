import { OperationError } from './pg-tools.ts';

/** Prints why a backup or restore stopped: the operator's message as it is, anything else with its cause. */
export function reportFailure(what: string, error: unknown) {
  if (error instanceof OperationError) {
    console.error(`${what} stopped: ${error.message}`);
    return;
  }
  const cause =
    error instanceof Error && error.cause instanceof Error ? ` (${error.cause.name}: ${error.cause.message})` : '';
  console.error(`${what} stopped: ${error instanceof Error ? error.message : String(error)}${cause}`);
}
