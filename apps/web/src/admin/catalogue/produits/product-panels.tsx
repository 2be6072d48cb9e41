import { ProductVisualsPanel } from '../product-visuals-panel.tsx';
import { ProductAdvicePanel } from './product-advice-panel.tsx';
import { ProductFaqsPanel } from './product-faqs-panel.tsx';
import { VariantsPanel } from './variants-panel.tsx';

/** The panels under a saved product's form, one line each; each saves on its own. */
export function ProductPanels({ productId }: { productId: number }) {
  return (
    <>
      <VariantsPanel productId={productId} />
      <ProductVisualsPanel productId={productId} />
      <ProductFaqsPanel productId={productId} />
      <ProductAdvicePanel productId={productId} />
    </>
  );
}
