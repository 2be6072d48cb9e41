import { useShopTime } from '../kit/shop-time.tsx';

/** A parcel's instant on the shop's clock, or a dash while it has none. */
export function useParcelDate() {
  const { dateTime } = useShopTime();
  return (value: string | null) => (value ? dateTime(value) : '—');
}
