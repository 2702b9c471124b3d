import { locateWebKit } from '../../scripts/measure/browser.ts';
import { visitorFlows } from './flows.ts';
import { launchWebKit } from './webkit.ts';

visitorFlows('WebKit', locateWebKit(), launchWebKit);
