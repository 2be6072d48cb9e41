export * from './resource.ts';
export * from './tags.ts';
export * from './principes-actifs.ts';
export * from './faqs-categories.ts';
export * from './faqs.ts';
export * from './configurations.ts';
export * from './produits.ts';
export * from './commandes.ts';
