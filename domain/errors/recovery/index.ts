export * from './classify';
export * from './constants';
export * from './engine';
export * from './rules';
export * from './types';
