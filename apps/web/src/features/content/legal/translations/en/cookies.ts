import type { LegalBody } from '../../legal-types.ts';

/** Cookie policy (article 82 of the French Data Protection Act). */
export const cookies: LegalBody = {
  definition: [
    'A cookie is a small text file placed on your device (computer, phone, tablet) when you visit a site. This policy also covers equivalent technologies, such as the browser’s local storage. In accordance with article 82 of the French Data Protection Act, cookies that are not strictly necessary for the site to work are only placed with your consent.',
  ],
  necessaires: [
    'Always active, they are essential for the site to work and do not require your consent:',
    {
      list: [
        'od, od_analytic and od_marketing: the date and content of your cookie choices;',
        'od_cart_id and od_cart_items (local storage): the contents of your basket;',
        'od_language (local storage and cookie, 13 months): the language you have chosen, so that the home page opens in it;',
        'sign-in token (local storage): your session when you are signed in to your account.',
      ],
    },
  ],
  'mesure-audience': [
    'We measure visits to the site ourselves, with no third-party tool: pages viewed, where visits come from, type of device, language and checkout steps. These statistics are anonymous: neither IP addresses nor customer or order identifiers are kept; they are neither combined with other processing nor passed on to third parties.',
    'In line with the exemption the CNIL provides for audience measurement, without your consent they use only a random visit identifier kept in the tab (od_visite, session storage, erased when it closes). If you accept audience measurement (“analytics” choice), this identifier is kept for 30 days in the od_session cookie, to recognise a returning visit. If you refuse it, nothing more is measured, at once. Staff accounts are never measured.',
    'Raw events are kept for 13 months, aggregated statistics for 25 months.',
  ],
  marketing: [
    'No marketing cookie is placed today: the shop uses no advertising network, tracking pixel or social network plug-in, and the share links of our pages are plain links that place nothing. Your “Marketing” choice is only recorded (od_marketing cookie): should we ever add such a tool, it would only work with your consent, and this policy would be updated beforehand.',
  ],
  duree: [
    'Cookies requiring consent last thirteen (13) months at most. Your choices are kept for the same period at most; when it ends, you are asked again. The information collected by these cookies is kept for twenty-five months at most.',
  ],
  choix: [
    'On your first visit, a banner lets you accept or refuse the cookies requiring consent, category by category, as easily one way as the other. Refusing does not prevent you from using the site or ordering.',
    'You can change your mind at any time: use the “Manage cookies” link at the bottom of every page, or the button below. You can also set your browser to block or delete cookies; blocking the necessary cookies may however stop the basket from working.',
    { cookieSettings: true },
  ],
  contact: [
    'For any question about cookies or your data, write to {{email}}. Your rights and how to complain to the CNIL are described in our privacy policy.',
  ],
};
