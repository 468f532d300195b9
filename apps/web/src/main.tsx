// The storefront's entry: React's DOM renderer first, the app after, each evaluated in its own
// task. The browser runs a module graph's top-level code in one go, so one graph for everything
// was one long task (React's renderer, the contract's schemas, the copy's parser, the screens)
// before the page could answer a tap; two graphs leave a gap between them for input.
import 'react-dom/client';

void import('./start');
