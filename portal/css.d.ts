/** Bun's bundler takes CSS imports (side-effect only); this tells the type checker they exist. */
declare module "*.css";
