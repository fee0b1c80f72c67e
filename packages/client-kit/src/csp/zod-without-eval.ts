import { z } from 'zod';

// zod compiles object parsers with `new Function` when it may, probing for it on the first parse. The page's policy
// allows no eval, and the browser reports even that caught probe as a violation, so zod runs without compiling
// (`jitless`). Its config lives on globalThis, so this one call covers the copy of zod in every remote too. Imported
// first by the client kit's index, so it runs before anything parses.
z.config({ jitless: true });
