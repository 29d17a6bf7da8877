import { config } from 'zod';
import tr from 'zod/v4/locales/tr.js';

/**
 * Turkish for the few zod issues our schemas give no message of their own (a wrong type in hand-made API calls):
 * imported once by the API and the web app, so neither ever shows an English validation text.
 */
config(tr());
