export * from './accounts';
export * from './analytics';
export * from './billing';
export * from './conversations';
export * from './messaging';
export * from './site';
export * from './widgets';
