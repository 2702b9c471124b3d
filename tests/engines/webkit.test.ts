import { locateWebKit } from '../../scripts/browser.ts';
import { visitorFlows } from './flows.ts';
import { launchWebKit } from './webkit.ts';

visitorFlows('WebKit', locateWebKit(), launchWebKit);
