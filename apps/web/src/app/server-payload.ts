import type { DehydratedState } from '@tanstack/react-query';
import type { HydrationState } from 'react-router';
import type { ServerRender } from '../lib/server-render';

/**
 * What a server-rendered page hands the browser, as JSON in a non-executing script element (the site's
 * Content-Security-Policy runs no inline script): the router's loader results, the query cache the page was drawn
 * from, and what else the server knew.
 */
export interface ServerPayload {
  router: HydrationState;
  queries: DehydratedState;
  render: ServerRender;
}

export const SERVER_PAYLOAD_ID = 'server-payload';
