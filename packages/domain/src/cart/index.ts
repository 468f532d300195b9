export * from './cart';
export * from './cartRule';
export * from './cartLine';
