/**
 * The route progress bar: Docusaurus's theme starts nprogress 200 ms after a
 * route change; this sets the bar's other numbers (minimum 8 %,
 * trickle every 800 ms, 200 ms animation). nprogress is one shared module, so
 * configuring it here changes the bar the theme drives.
 */
import nprogress from 'nprogress';

import {LOADING} from '@site/src/config/site';

nprogress.configure({
  minimum: LOADING.progressMinimum,
  trickleSpeed: LOADING.progressTrickleMs,
  speed: LOADING.progressSpeedMs,
});
