import type { RangeGroup } from '../lib/group-by-gamme.ts';
import type { CardActionRenderer } from './product-card.tsx';
import { RangeSection } from './range-section.tsx';

/** Cards of the first range that fit a first screen: their pictures load eagerly. */
const FIRST_SCREEN_CARDS = 4;

/** Every range of the catalogue, in order. Loaded on its own (see catalogue-ranges-loader.ts). */
export default function CatalogueRanges({
  groups,
  renderCardAction,
}: {
  groups: RangeGroup[];
  renderCardAction?: CardActionRenderer | undefined;
}) {
  return groups.map((group, index) => (
    <RangeSection
      key={group.gamme?.id ?? 'autres'}
      group={group}
      position={index + 1}
      priorityCount={index === 0 ? FIRST_SCREEN_CARDS : 0}
      renderCardAction={renderCardAction}
    />
  ));
}
