import type { TestProject } from 'vitest/node';
import { startMailboxServer } from './mailbox-server.ts';
import { startSmtpSink } from './smtp-sink.ts';
import { startServer } from './start-server.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
    /** Where the test files read the shared shop's mails (mailbox.ts). */
    mailboxURL: string;
  }
}

/**
 * Starts the built shop on a free port with a fresh data directory, for the whole e2e run. It
 * mails to a sink the test files can read: sign-up goes through a mailed link.
 */
export default async function setup(project: TestProject) {
  const smtp = await startSmtpSink();
  const mailbox = await startMailboxServer(smtp.received);
  const server = await startServer({ SMTP_URL: smtp.url });
  project.provide('baseURL', server.baseURL);
  project.provide('mailboxURL', mailbox.url);
  return async () => {
    await server.stop();
    await mailbox.close();
    await smtp.close();
  };
}
