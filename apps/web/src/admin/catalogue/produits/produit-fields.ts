import type { FieldGroup, Option } from '../../kit/types.ts';
import * as common from '../../kit/common-specs.ts';

interface ProductChoices {
  gammes: Option[];
  tags: Option[];
  products: Option[];
  principes: Option[];
  /** The product's own variants (none before it is saved). */
  variants: Option[];
}

/** The product form, in the sections an editor works through. */
export const produitFieldGroups = (choices: ProductChoices): FieldGroup[] => [
  {
    title: 'admin.produit.section_general',
    fields: [
      { name: 'label', label: 'admin.champs.nom', kind: 'text', required: true },
      {
        name: 'slug',
        label: 'admin.champs.slug',
        kind: 'text',
        required: true,
        slugOf: 'label',
        hint: 'admin.produit.slug_aide',
        invalid: 'admin.produit.slug_regle',
      },
      { name: 'accroche', label: 'admin.champs.accroche', kind: 'textarea' },
      {
        name: 'description',
        label: 'admin.champs.description',
        kind: 'textarea',
        hint: 'admin.produit.description_aide',
      },
      { name: 'genre', label: 'admin.champs.genre', kind: 'number' },
      common.orderField,
    ],
  },
  {
    title: 'admin.produit.section_vente',
    fields: [
      { name: 'offline', label: 'admin.champs.offline', kind: 'boolean', hint: 'admin.produit.offline_aide' },
      { name: 'scelle', label: 'admin.champs.scelle', kind: 'boolean', hint: 'admin.produit.scelle_aide' },
      { name: 'prix_ht', label: 'admin.champs.prix_ht', kind: 'euros' },
      {
        name: 'default_declinaison_id',
        label: 'admin.produit.declinaison_defaut',
        kind: 'select',
        options: choices.variants,
        nullable: true,
        numeric: true,
      },
      { name: 'poids', label: 'admin.champs.poids', kind: 'number' },
      { name: 'seuil', label: 'admin.champs.seuil', kind: 'number' },
      { name: 'reassort_date', label: 'admin.champs.reassort_date', kind: 'date' },
      { name: 'reassort_mouvement', label: 'admin.champs.reassort_mouvement', kind: 'number', nullable: true },
    ],
  },
  {
    title: 'admin.produit.section_classement',
    fields: [
      {
        name: 'gamme_id',
        label: 'admin.champs.gamme',
        kind: 'select',
        options: choices.gammes,
        nullable: true,
        numeric: true,
      },
      { name: 'tag_ids', label: 'admin.produit.tags', kind: 'multi', options: choices.tags },
      { name: 'principe_ids', label: 'admin.produit.principes', kind: 'multi', options: choices.principes },
    ],
  },
  {
    title: 'admin.produit.section_ventes_croisees',
    fields: [
      { name: 'associe', label: 'admin.champs.associe', kind: 'boolean', hint: 'admin.produit.associe_aide' },
      { name: 'associe_ids', label: 'admin.produit.associes', kind: 'multi', options: choices.products },
    ],
  },
  {
    title: 'admin.produit.section_seo',
    fields: [
      { name: 'meta_description', label: 'admin.champs.meta_description', kind: 'textarea' },
      { name: 'meta_keywords', label: 'admin.champs.meta_keywords', kind: 'text', wide: true },
    ],
  },
];
