import { type ComponentType, createElement, lazy } from 'react';

/**
 * React.lazy with a `preload`: once the code is in, the component renders at once instead of suspending first. A page
 * rendered on the server is hydrated with its parts preloaded, so React draws them over the server's markup rather
 * than replacing that markup with a loading state while the code arrives.
 */
export function preloadable<P extends object>(load: () => Promise<ComponentType<P>>) {
  let loaded: ComponentType<P> | undefined;
  const preload = () =>
    load().then((component) => {
      loaded = component;
      return component;
    });
  const Lazy = lazy(() => preload().then((component) => ({ default: component })));
  // biome-ignore lint/correctness/noComponentHookFactories: a factory like React.lazy, called once per part at module level.
  function Preloadable(props: P) {
    return createElement((loaded ?? Lazy) as ComponentType<P>, props);
  }
  return Object.assign(Preloadable, { preload });
}
