export * from './bands';
export * from './expected-level';
export * from './fact-grids';
