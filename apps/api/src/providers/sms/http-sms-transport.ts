import type { SmsTransport } from './sms-transport.ts';

export interface HttpSmsOptions {
  /** The provider's send endpoint. */
  url: string;
  /** Sent as a bearer token. */
  token: string;
  /** The sender name shown on the phone (alphanumeric, at most 11 characters). */
  sender: string;
  /** How long one send may take before it counts as failed and waits for the retry. */
  timeoutMs?: number;
}

/**
 * A generic HTTP SMS API: `POST {url}` with `Authorization: Bearer {token}` and the JSON body
 * `{ from, to, text }`; any 2xx is delivered. Most providers (or a small relay in front of one)
 * take this shape; another one needs only another adapter of `SmsTransport`.
 */
export function createHttpSmsTransport({ url, token, sender, timeoutMs = 10_000 }: HttpSmsOptions): SmsTransport {
  return {
    async send({ to, text }) {
      const response = await fetch(url, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ from: sender, to, text }),
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (!response.ok) {
        // The provider's words go to the outbox row, where staff read why a text did not leave.
        const detail = (await response.text().catch(() => '')).slice(0, 200);
        throw new Error(`SMS provider answered ${response.status}${detail ? `: ${detail}` : ''}`);
      }
    },
    async close() {},
  };
}
