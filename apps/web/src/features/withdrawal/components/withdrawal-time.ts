import { shopDateTimeFormat } from '@boutique/domain';

/** A day in the shop's time zone, in the page's language. */
export const formatShopDate = (iso: string, tag: string) =>
  shopDateTimeFormat(tag, { dateStyle: 'long' }).format(new Date(iso));

/** A date and time in the shop's time zone (the acknowledgement says "Paris time" beside it). */
export const formatShopDateTime = (iso: string, tag: string) =>
  shopDateTimeFormat(tag, { dateStyle: 'long', timeStyle: 'short' }).format(new Date(iso));
