import type { TestProject } from 'vitest/node';
import { startBuiltServer } from './server';

/** Starts the built app once, on a fresh embedded database in a temporary folder, for every e2e spec. */
export default async function setup(project: TestProject) {
  const server = await startBuiltServer();
  project.provide('baseUrl', server.baseUrl);
  project.provide('dataDir', server.dataDir);
  return () => server.stop();
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    dataDir: string;
  }
}
