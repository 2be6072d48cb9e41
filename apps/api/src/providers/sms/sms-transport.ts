/** A text message ready to leave: the outbox row's content. */
export interface OutgoingSms {
  /** E.164 number, as the payment-link form stores it. */
  to: string;
  text: string;
}

/** Delivers one text message or throws; the outbox retries later. */
export interface SmsTransport {
  send(sms: OutgoingSms): Promise<void>;
  close(): Promise<void>;
}
