// The styles every page needs, linked from index.html so they apply from the first paint. Fonts are self-hosted from
// npm, no font provider; unicode-range makes the browser fetch only the files a page's characters need, for Turkish
// text the small ones of fonts.css.
import '@fontsource-variable/inter';
import './app/fonts/fonts.css';
import '@mantine/core/styles.css';
import './app/global.css';
import { SERVER_PAYLOAD_ID } from './app/server-payload';

const start = () => import('./app/client').then((client) => client.start());

// A page the server rendered is shown first and taken over after: the app's code is fetched and run once the browser
// has painted it, so it does not hold the first paint back. The shell of other pages needs the app at once.
if (document.getElementById(SERVER_PAYLOAD_ID)) requestAnimationFrame(() => setTimeout(start, 0));
else void start();
