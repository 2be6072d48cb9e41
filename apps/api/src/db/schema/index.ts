export * from './catalogue.ts';
export * from './basket.ts';
export * from './accounts.ts';
export * from './outbox.ts';
export * from './contact.ts';
export * from './payments.ts';
export * from './orders.ts';
export * from './addresses.ts';
