export type ShareNetwork = 'facebook' | 'x' | 'pinterest' | 'linkedin' | 'tumblr' | 'whatsapp' | 'mail';

export interface ShareLink {
  network: ShareNetwork;
  /** The name shown to the shopper (a brand name, the same in every language; mail is translated by the caller). */
  name: string;
  href: string;
}

export interface ShareTarget {
  /** Absolute address of the page. */
  url: string;
  /** Title with the brand suffix ("Notre atelier – Maison Orcaviar"). */
  title: string;
  /** Absolute address of the page's picture (Pinterest pins an image). */
  imageUrl?: string;
}

const q = encodeURIComponent;

/** Share addresses of the seven networks the shop offers, every parameter URL-encoded. */
export function buildShareLinks({ url, title, imageUrl }: ShareTarget): ShareLink[] {
  return [
    { network: 'facebook', name: 'Facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${q(url)}` },
    { network: 'x', name: 'X (Twitter)', href: `https://twitter.com/intent/tweet?url=${q(url)}&text=${q(title)}` },
    {
      network: 'pinterest',
      name: 'Pinterest',
      href:
        `https://www.pinterest.com/pin/create/button/?url=${q(url)}&description=${q(title)}` +
        (imageUrl ? `&media=${q(imageUrl)}` : ''),
    },
    { network: 'linkedin', name: 'LinkedIn', href: `https://www.linkedin.com/sharing/share-offsite/?url=${q(url)}` },
    {
      network: 'tumblr',
      name: 'Tumblr',
      href: `https://www.tumblr.com/widgets/share/tool?canonicalUrl=${q(url)}&title=${q(title)}`,
    },
    { network: 'whatsapp', name: 'WhatsApp', href: `https://wa.me/?text=${q(`${title} ${url}`)}` },
    { network: 'mail', name: 'E-mail', href: `mailto:?subject=${q(title)}&body=${q(url)}` },
  ];
}
