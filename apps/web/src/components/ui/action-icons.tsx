import { Icon } from './icon.tsx';

/** Icons of dialogs and pages loaded on demand; kept apart so the first screen does not carry them. */
export const CloseIcon = () => (
  <Icon size={20}>
    <path d="M6 6l12 12M18 6 6 18" />
  </Icon>
);

export const CheckIcon = () => (
  <Icon size={18}>
    <path d="m5 12.5 4.5 4.5L19 7.5" />
  </Icon>
);

export const ArrowLeftIcon = () => (
  <Icon size={18}>
    <path d="M19 12H5M11 6l-6 6 6 6" />
  </Icon>
);

export const ArrowRightIcon = () => (
  <Icon size={18}>
    <path d="M5 12h14M13 6l6 6-6 6" />
  </Icon>
);

export const TruckIcon = () => (
  <Icon size={20}>
    <path d="M3 6.5h11v9H3zM14 10h3.5l3 3v2.5H14" />
    <circle cx="7" cy="17.5" r="1.75" />
    <circle cx="17" cy="17.5" r="1.75" />
  </Icon>
);

export const PlusIcon = () => (
  <Icon size={16}>
    <path d="M12 5v14M5 12h14" />
  </Icon>
);

export const MinusIcon = () => (
  <Icon size={16}>
    <path d="M5 12h14" />
  </Icon>
);

export const TrashIcon = () => (
  <Icon size={18}>
    <path d="M4.5 7h15M9.5 7V4.5h5V7M6.5 7l1 12.5h9l1-12.5M10 10.5v6M14 10.5v6" />
  </Icon>
);
