import { locateFirefox } from '../../scripts/measure/browser.ts';
import { launchFirefox } from './firefox.ts';
import { visitorFlows } from './flows.ts';

visitorFlows('Firefox', locateFirefox(), launchFirefox);
