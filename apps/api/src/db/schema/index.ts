export * from './catalogue.ts';
export * from './basket.ts';
export * from './accounts.ts';
