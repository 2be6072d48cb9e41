/** A file joined to a mail, built when the mail leaves (the outbox stores no files). */
export interface MailAttachment {
  filename: string;
  content: Buffer;
  contentType: string;
}

/** A message ready to leave: the outbox row's content. */
export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html?: string | null;
  /** Extra headers, e.g. List-Unsubscribe. */
  headers?: Record<string, string> | null;
  attachments?: MailAttachment[];
}

/** Delivers one mail or throws; the outbox retries later. */
export interface MailTransport {
  send(mail: OutgoingMail): Promise<void>;
  close(): Promise<void>;
}
