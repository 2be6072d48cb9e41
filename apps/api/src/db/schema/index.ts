export * from './catalogue.ts';
export * from './basket.ts';
