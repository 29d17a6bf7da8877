import { config } from 'zod';
import tr from 'zod/v4/locales/tr.js';

/**
 * Turkish for the few zod issues our schemas give no message of their own (a wrong type in a hand-made API call):
 * imported once by the API, so no answer carries an English validation text. The web app does not load it: every
 * schema its forms use names its own Turkish messages, and zod stays off the pages that need no form.
 */
config(tr());
