import type { TestProject } from 'vitest/node';
import { startServer } from './start-server.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
  }
}

/** Starts the built shop on a free port with a fresh data directory, for the whole e2e run. */
export default async function setup(project: TestProject) {
  const server = await startServer();
  project.provide('baseURL', server.baseURL);
  return server.stop;
}
