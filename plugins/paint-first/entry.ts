// The client entry of production builds (see index.ts): Docusaurus's own
// entry, started once the browser has painted the server's HTML. `eager`
// keeps that code in the main bundle, which downloads as before.
import {afterFirstPaint} from './afterFirstPaint';

void afterFirstPaint().then(() => import(/* webpackMode: "eager" */ '@docusaurus-client-entry'));
