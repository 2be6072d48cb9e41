/**
 * The house's social accounts. Addresses to confirm with the brand before launch; they live here
 * alone so that is a one-line change.
 */
export const SOCIAL_LINKS = [
  { network: 'instagram', name: 'Instagram', href: 'https://www.instagram.com/maisonorcaviar/' },
  { network: 'facebook', name: 'Facebook', href: 'https://www.facebook.com/maisonorcaviar' },
  { network: 'pinterest', name: 'Pinterest', href: 'https://www.pinterest.fr/maisonorcaviar/' },
] as const;
