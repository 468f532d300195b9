export * from './cart';
export * from './cartLine';
