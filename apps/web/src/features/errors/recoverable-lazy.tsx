import { use, type ComponentType, type ReactNode } from 'react';
import type { RouteObject } from 'react-router';

/**
 * Route chunks that can be loaded again after a failure. React Router keeps the promise of a
 * route's `lazy` function for good, rejected or not, so a chunk that failed to load once would
 * fail forever. Instead, a failed load resolves to a component that throws the failure into the
 * nearest error boundary, and that boundary's retry runs the route's `lazy` again: a new
 * `import()`, which Chromium fetches anew after a network failure.
 */
const restarts = new WeakMap<object, () => void>();

/** Starts loading the chunk behind `error` again; false when `error` is no failed route load. */
export function restartFailedRouteLoad(error: unknown): boolean {
  const restart = typeof error === 'object' && error !== null ? restarts.get(error) : undefined;
  restart?.();
  return restart !== undefined;
}

interface LoadedRoute {
  Component?: ComponentType | null;
  element?: ReactNode;
}

function componentOf(route: LoadedRoute): ComponentType {
  if (route.Component) return route.Component;
  const { element } = route;
  if (element !== undefined) return () => element;
  throw new Error('The route module provides no component.');
}

function recoveringRoute(load: () => Promise<LoadedRoute>, firstError: unknown): ComponentType {
  const track = (error: Error) => restarts.set(error, restart);
  const failed = (error: unknown): Promise<ComponentType> => {
    const thrown = error instanceof Error ? error : new Error(String(error));
    track(thrown);
    const promise = Promise.reject(thrown);
    promise.catch(() => undefined);
    return promise;
  };
  let attempt = failed(firstError);
  function restart() {
    attempt = load().then(componentOf, failed);
    attempt.catch(() => undefined);
  }
  function RecoveringRoute() {
    const Component = use(attempt);
    return <Component />;
  }
  return RecoveringRoute;
}

function recoverable<F extends () => Promise<LoadedRoute>>(load: F): F {
  const wrapped = async () => {
    try {
      return await load();
    } catch (error) {
      return { Component: recoveringRoute(load, error) };
    }
  };
  // The fallback result carries only a Component, which every lazy route result may carry.
  return wrapped as F;
}

/** `routes` with every lazy route function made recoverable, at any depth. */
export function withRecoverableLazyRoutes(routes: RouteObject[]): RouteObject[] {
  return routes.map((route): RouteObject => {
    const lazy = typeof route.lazy === 'function' ? recoverable(route.lazy) : route.lazy;
    if (route.index) return { ...route, lazy };
    return {
      ...route,
      lazy,
      ...(route.children ? { children: withRecoverableLazyRoutes(route.children) } : {}),
    };
  });
}
