import { expect } from 'vitest';
import type { OwnShop } from './own-shop.ts';
import type { SunkMail } from './smtp-sink.ts';

/** The mails the shop sent to `address`, oldest first. */
export const mailsTo = (shop: OwnShop, address: string): SunkMail[] =>
  shop.smtp.received.filter((mail) => mail.to.includes(address.toLowerCase()));

/** The path of the newest sign-up link mailed to `address` (e.g. /fr/sign/up/<token>), waiting for it. */
export async function signUpLinkPath(
  shop: OwnShop,
  address: string,
  options: { after?: number } = {},
): Promise<string> {
  const linkIn = (mail: SunkMail) => /https?:\/\/[^/\s]+(\/[a-z]{2}\/sign\/up\/[\w-]+)/u.exec(mail.text)?.[1];
  // A plain loop, not expect.poll: set-up hooks call this too.
  const deadline = Date.now() + 15_000;
  for (;;) {
    const path = mailsTo(shop, address)
      .slice(options.after ?? 0)
      .map(linkIn)
      .filter(Boolean)
      .at(-1);
    if (path) return path;
    if (Date.now() > deadline) throw new Error(`No sign-up link mailed to ${address} within 15 s`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/**
 * An account made as a shopper makes one, without the browser: the sign-up form's call, then the
 * mailed link's. Answers the session, for files where sign-up is not what is tested.
 */
export async function signUpThroughMail(
  shop: OwnShop,
  input: { prenom: string; nom: string; mail: string; password: string; langue?: string },
): Promise<{ access_token: string; user: { id: number; langue: string } }> {
  const { baseURL } = shop;
  const post = (path: string, body: unknown) =>
    fetch(`${baseURL}/api${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json', Origin: baseURL },
      body: JSON.stringify(body),
    });
  const before = mailsTo(shop, input.mail).length;
  const accepted = await post('/sign/up', input);
  expect(accepted.status).toBe(202);
  const token = (await signUpLinkPath(shop, input.mail, { after: before })).split('/').at(-1);
  const confirmed = await post('/sign/up/confirm', { token });
  expect(confirmed.status).toBe(200);
  return ((await confirmed.json()) as { token: { access_token: string; user: { id: number; langue: string } } }).token;
}
