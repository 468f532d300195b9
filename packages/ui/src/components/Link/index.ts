export { Link, LINK_VARIANTS, RouterProvider, type LinkProps, type LinkVariant } from './Link';
