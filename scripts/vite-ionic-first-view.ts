/**
 * Vite (build) plugin: @ionic/react-router draws a visit's first screen at transition priority.
 *
 * Why: the router outlet (StackManager in @ionic/react-router) mounts empty and, in a microtask
 * queued by its componentDidMount, calls its handlePageTransition, which ends in forceUpdate().
 * An update from a microtask has React's default priority, which React renders in one piece: the
 * whole first screen (for a dealer the storefront: frame, toolbar, filters, banner, tabs) was one
 * task of ~70 ms on this machine, ~290 ms at Lighthouse's 4× CPU — the longest of the start.
 * Inside startTransition the same update renders in slices of ~5 ms, yielding between them (its
 * commit stays one piece). Only that first call changes: later navigations keep Ionic's own timing.
 *
 * How: the one statement in the dist file is wrapped in `React.startTransition` (the file imports
 * React's default export as `React`). If a future @ionic/react-router changes that text, the build
 * fails here with this file's name, rather than the first screen silently going back to one piece.
 */
import type { Plugin } from 'vite';

const FILE = /[\\/]@ionic[\\/]react-router[\\/]dist[\\/]index\.js$/;
const IMPORT = "import React, { useRef, useState, useEffect, useCallback } from 'react';";
const FIRST_VIEW = `queueMicrotask(() => {
                if (this._isMounted && this.props.routeInfo.pathname === routeInfo.pathname) {
                    this.handlePageTransition(routeInfo);
                }
            });`;
const IN_TRANSITION = `queueMicrotask(() => {
                if (this._isMounted && this.props.routeInfo.pathname === routeInfo.pathname) {
                    React.startTransition(() => this.handlePageTransition(routeInfo));
                }
            });`;

/** The dist file's source with the first view's update made a transition (throws when the source is not the expected one). */
export function firstViewInTransition(source: string): string {
  const at = source.indexOf(FIRST_VIEW);
  if (!source.startsWith(IMPORT) || at < 0 || source.indexOf(FIRST_VIEW, at + 1) >= 0) {
    throw new Error('scripts/vite-ionic-first-view.ts: @ionic/react-router changed; its StackManager.componentDidMount no longer has the expected first-view update');
  }
  return source.slice(0, at) + IN_TRANSITION + source.slice(at + FIRST_VIEW.length);
}

export function ionicFirstViewTransition(): Plugin {
  return {
    name: 'ionic-first-view-transition',
    apply: 'build',
    transform(code, id) {
      if (!FILE.test(id)) return null;
      return { code: firstViewInTransition(code), map: null };
    },
  };
}
