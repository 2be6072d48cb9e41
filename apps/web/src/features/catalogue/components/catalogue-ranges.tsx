import type { RangeGroup } from '../lib/group-by-gamme.ts';
import type { CardActionRenderer } from './product-card.tsx';
import { RangeSection } from './range-section.tsx';

/** Every range of the catalogue, in order, each a row of cards (below the home page's first screen). */
export function CatalogueRanges({
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
      priorityCount={0}
      renderCardAction={renderCardAction}
    />
  ));
}
