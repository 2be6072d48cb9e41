import { hasPurchasableVariant, produitsResource } from '@boutique/domain';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'wouter';
import { useTranslation } from '../../../lib/i18n-react.tsx';
import { DetailPage } from '../../kit/detail-page.tsx';
import { listQueryOptions } from '../../kit/resource-api.ts';
import { useGammeOptions, usePrincipeOptions, useProductOptions, useTagOptions } from './catalogue-options.ts';
import { ProductPanels } from './product-panels.tsx';
import { produitFieldGroups } from './produit-fields.ts';

/**
 * /:lang/ad/produits/:id: the whole product — its fields, ranges, tags, ingredients and
 * cross-selling in one form — then the panels saving on their own: variants, FAQ sections, advice.
 */
export function ProduitDetail() {
  const { id = '' } = useParams<{ id: string }>();
  const { t } = useTranslation();
  const productId = /^\d+$/u.test(id) ? Number(id) : null;
  const variants = useQuery({
    ...listQueryOptions('variantes', { produit: String(productId) }),
    enabled: productId !== null,
  });
  const fields = produitFieldGroups({
    gammes: useGammeOptions(),
    tags: useTagOptions(),
    products: useProductOptions(productId),
    principes: usePrincipeOptions(),
    variants: (variants.data?.datas ?? []).map((row) => ({ value: String(row.id), label: String(row.label) })),
  });
  return (
    <DetailPage
      descriptor={produitsResource}
      newTitle="admin.nouveau.produit"
      recordTitle={(row) => String(row.label)}
      fields={fields}
      // A blank product starts offline, and in genre 1.
      defaults={{ offline: true, genre: 1 }}
      stayAfterSave
      // Going online with no variant anyone can buy is allowed, but said first.
      confirmSave={(values, row) =>
        values.offline === false &&
        row?.offline !== false &&
        !hasPurchasableVariant((variants.data?.datas ?? []).map((variant) => variant.stock as number | null))
          ? { title: t('admin.produit.publier_titre'), message: t('admin.produit.publier_sans_stock') }
          : null
      }
      after={(row) => <ProductPanels productId={Number(row.id)} />}
    />
  );
}
