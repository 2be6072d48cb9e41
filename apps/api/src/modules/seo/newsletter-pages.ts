import type { Locale } from '@boutique/domain';
import type { NewsletterLinks } from '../newsletter/newsletter-links.ts';
import { newsletterLinkHead } from './page-heads.ts';
import { notFoundPage, type PageResolution } from './page-resolver.ts';

/**
 * The pages of the links mailed to newsletter subscribers (/newsletter/confirmation/{jeton} and
 * /newsletter/desinscription/{jeton}): 200 with their own title while the link leads somewhere,
 * a real 404 for an unknown, used or expired one. Null for any other address.
 */
export async function resolveNewsletterPage(
  links: NewsletterLinks,
  locale: Locale,
  path: string,
): Promise<PageResolution | null> {
  const [first, kind, jeton, ...rest] = path.split('/').filter(Boolean);
  if (first !== 'newsletter' || !jeton || rest.length > 0) return null;
  const page =
    kind === 'confirmation'
      ? { head: 'newsletter-confirmation' as const, isKnown: links.isConfirmationPending }
      : kind === 'desinscription'
        ? { head: 'newsletter-desinscription' as const, isKnown: links.isUnsubscribeLink }
        : null;
  if (!page) return null;
  if (!(await page.isKnown(jeton))) return notFoundPage(locale, 'link');
  return {
    kind: 'page',
    status: 200,
    access: 'link',
    head: newsletterLinkHead(locale, page.head),
    isCanonical: false,
    route: null,
  };
}
