// The storefront's entry: React's DOM renderer first, the app after, each evaluated in its own
// task. The browser runs a module graph's top-level code in one go, so one graph for everything
// was one long task (React's renderer, the contract's schemas, the copy's parser, the screens)
// before the page could answer a tap; two graphs leave a gap between them for input.
import 'react-dom/client';

/** Resolves in a task of its own, after the browser has had a turn for input and painting. */
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

// The page's first number format loads the runtime's locale data (ICU): measured at 20-80 ms in
// Chromium here, four times that on a slow phone. The app's modules make their formats as they
// load (money.ts), so that cost ran inside the app's long evaluation; taken first, in a task of
// its own, it no longer adds to it. A worker the page's head starts has mostly loaded that data
// already (intlWarmup.worker.ts), and this format then takes under a millisecond.
void nextTask()
  .then(() => {
    new Intl.NumberFormat('en-US').format(0);
    return nextTask();
  })
  .then(() => import('./start'));
