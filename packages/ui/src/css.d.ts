// Stylesheets imported for their side effects (the self-hosted fonts).
declare module '*.css';
