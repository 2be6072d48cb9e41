/** What other modules may ask of the addresses: an account's own, for the back office's customer page. */
export { selectAccountAddresses as accountAddresses } from './addresses.queries.ts';
