import { Icon } from './icon.tsx';

/** Icons of the social networks in the footer. */
export const InstagramIcon = () => (
  <Icon>
    <rect x="4" y="4" width="16" height="16" rx="4.5" />
    <circle cx="12" cy="12" r="3.75" />
    <circle cx="16.9" cy="7.1" r=".6" fill="currentColor" />
  </Icon>
);

export const FacebookIcon = () => (
  <Icon>
    <path d="M13.5 20v-7h2.6l.4-3h-3V8.3c0-.9.3-1.5 1.6-1.5h1.5V4.2a20 20 0 0 0-2.3-.1c-2.3 0-3.8 1.4-3.8 3.9V10H8v3h2.5v7" />
  </Icon>
);

export const PinterestIcon = () => (
  <Icon>
    <circle cx="12" cy="12" r="8.5" />
    <path d="M10.6 20.2 12.3 13M11.2 15.4c.5.9 1.3 1.3 2.3 1.3 2.4 0 3.9-2.2 3.9-4.8 0-2.8-2.2-4.6-5.2-4.6-3.3 0-5.1 2.2-5.1 4.5 0 1.2.5 2.3 1.4 2.7" />
  </Icon>
);
