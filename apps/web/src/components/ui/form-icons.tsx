import { Icon } from './icon.tsx';

/** Icons of form controls (loaded with the forms, not with the first screen). */
export const EyeIcon = () => (
  <Icon size={20}>
    <path d="M2.75 12S6 5.75 12 5.75 21.25 12 21.25 12 18 18.25 12 18.25 2.75 12 2.75 12z" />
    <circle cx="12" cy="12" r="3" />
  </Icon>
);

export const EyeOffIcon = () => (
  <Icon size={20}>
    <path d="M4 4l16 16M10.2 6c.6-.16 1.2-.25 1.8-.25 6 0 9.25 6.25 9.25 6.25a16.3 16.3 0 0 1-2.6 3.3M6.5 7.6C4 9.3 2.75 12 2.75 12S6 18.25 12 18.25c1.6 0 3-.44 4.2-1.1" />
    <path d="M9.9 9.9a3 3 0 0 0 4.2 4.2" />
  </Icon>
);
