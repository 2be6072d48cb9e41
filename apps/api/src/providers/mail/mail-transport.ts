/** A message ready to leave: the outbox row's content. */
export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html?: string | null;
}

/** Delivers one mail or throws; the outbox retries later. */
export interface MailTransport {
  send(mail: OutgoingMail): Promise<void>;
  close(): Promise<void>;
}
