export * from './describe-slot';
export * from './find-free-slots';
export * from './parse-slot-pick';
export * from './types';
