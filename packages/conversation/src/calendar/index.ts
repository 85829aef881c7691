export * from './uk-bank-holidays';
export * from './zoned-time';
